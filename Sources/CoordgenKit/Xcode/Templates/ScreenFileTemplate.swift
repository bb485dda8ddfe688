/// The Screen file template of every style: the screen `coordgen new screen` writes — a view
/// controller in the UIKit styles, a SwiftUI view in the swiftui style — that reports what the user
/// did through `onFinish`. The router style's also adds `ViewControllerFactory+<Name>.swift` (see
/// `RouterFactoryExtension`), so coordinators can build the screen as they build the others.
enum ScreenFileTemplate {
    static let title = "Screen"

    static func options(typeSuffix: String) -> [XcodeTemplateOption] {
        [
            XcodeTemplateOption(
                identifier: "productName", name: "Screen name:",
                description: "The screen's name in UpperCamelCase, such as Details: makes Details\(typeSuffix).",
                kind: .text(default: nil), required: true
            )
        ]
    }

    static func bundle(library: TemplateLibrary, style: Style, xcode: XcodeVersion) throws -> XcodeTemplateBundle {
        let definition = style.definition
        let shape = definition.screen
        let renderer = XcodeSourceRenderer(library: library, style: style, projectName: XcodeMacro.named("PROJECTNAME"), xcode: xcode)
        let fileName = "\(XcodeSourceRenderer.flowName)\(shape.typeSuffix).swift"
        var bundle = XcodeTemplateBundle(kind: .file, title: title, style: style)
        let info = FileTemplateInfo(
            description: definition.screenTemplateDescription,
            summary: "A \(shape.noun) that reports to its coordinator",
            sortOrder: 2, defaultCompletionName: "Details", mainTemplateFile: fileName,
            options: options(typeSuffix: shape.typeSuffix), systemSymbolName: TemplateImage.screen
        )
        try bundle.add(info.propertyList, at: "TemplateInfo.plist")
        bundle.addIcons()
        // With only a text option there are no variants: the files sit beside TemplateInfo.plist.
        bundle.add(try renderer.render(shape.role, fileName: fileName, subject: XcodeSourceRenderer.flowSubject()), at: fileName)
        for companion in try definition.screenTemplateCompanions(renderer: renderer) {
            bundle.add(companion.text, at: companion.path)
        }
        return bundle
    }
}
