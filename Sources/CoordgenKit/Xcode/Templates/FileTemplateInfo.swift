import Foundation

/// The TemplateInfo.plist of a file template.
struct FileTemplateInfo {
    var description: String
    var summary: String
    var sortOrder: Int
    var defaultCompletionName: String
    var mainTemplateFile: String
    var options: [XcodeTemplateOption]
    /// The SF Symbol Xcode shows for the template (`TemplateImage`).
    var systemSymbolName = TemplateImage.coordinator

    var propertyList: PropertyList {
        [
            "Kind": "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind",
            "Description": .string(description),
            "Summary": .string(summary),
            "SortOrder": .integer(sortOrder),
            "Image": TemplateImage.propertyList(systemSymbolName),
            "DefaultCompletionName": .string(defaultCompletionName),
            "MainTemplateFile": .string(mainTemplateFile),
            "AllowedTypes": ["public.swift-source"],
            "Platforms": ["com.apple.platform.iphoneos"],
            // Without it Xcode hides the template when the files go into a Swift package.
            "SupportsSwiftPackage": true,
            "Options": .array(options.map(\.propertyList)),
        ]
    }
}
