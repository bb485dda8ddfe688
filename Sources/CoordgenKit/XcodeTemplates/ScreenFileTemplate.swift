/// The Screen file template of every style: the screen `coordgen new screen` writes — a view
/// controller in the UIKit styles, a SwiftUI view in the swiftui style — that reports what the user
/// did through `onFinish`. The router style's also adds `ViewControllerFactory+<Name>.swift` (see
/// `RouterFactoryExtension`), so coordinators can build the screen as they build the others.
enum ScreenFileTemplate {
    static let title = "Screen"

    /// What a screen is in each style.
    struct Shape {
        /// The template the screen is rendered from.
        let role: TemplateID.Role
        /// What follows the name in the screen's type and file name.
        let typeSuffix: String
        let description: String
    }

    static func shape(of style: Style) -> Shape {
        switch style {
        case .uikit: return Shape(role: .screen, typeSuffix: "ViewController", description: uikitDescription)
        case .router: return Shape(role: .screen, typeSuffix: "ViewController", description: routerDescription)
        case .swiftui: return Shape(role: .view, typeSuffix: "View", description: swiftUIDescription)
        }
    }

    static func options(typeSuffix: String) -> [XcodeTemplateOption] {
        [
            XcodeTemplateOption(
                identifier: "productName", name: "Screen name:",
                description: "The screen's name in UpperCamelCase, such as Details: makes Details\(typeSuffix).",
                kind: .text(default: nil), required: true
            )
        ]
    }

    static func bundle(library: TemplateLibrary, style: Style) throws -> XcodeTemplateBundle {
        let shape = shape(of: style)
        let renderer = XcodeSourceRenderer(library: library, style: style, projectName: XcodeMacro.named("PROJECTNAME"))
        let fileName = "\(XcodeSourceRenderer.flowName)\(shape.typeSuffix).swift"
        var bundle = XcodeTemplateBundle(kind: .file, title: title, style: style)
        let info = FileTemplateInfo(
            description: shape.description,
            summary: "A \(shape.typeSuffix == "View" ? "view" : "view controller") that reports to its coordinator",
            sortOrder: 2, defaultCompletionName: "Details", mainTemplateFile: fileName,
            options: options(typeSuffix: shape.typeSuffix), systemSymbolName: TemplateImage.screen
        )
        try bundle.add(info.propertyList, at: "TemplateInfo.plist")
        bundle.addIcons()
        // With only a text option there are no variants: the files sit beside TemplateInfo.plist.
        bundle.add(try renderer.render(shape.role, fileName: fileName, values: XcodeSourceRenderer.flowNameValues), at: fileName)
        if style == .router {
            bundle.add(try RouterFactoryExtension.render(with: renderer), at: RouterFactoryExtension.fileName)
        }
        return bundle
    }
}
