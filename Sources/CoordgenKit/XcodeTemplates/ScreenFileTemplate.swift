/// The Screen file template: `<Name>ViewController.swift`, a view controller that reports to its
/// coordinator through `onFinish`, exactly as `coordgen new screen` writes it.
enum ScreenFileTemplate {
    static let title = "Screen"

    static let options = [
        XcodeTemplateOption(
            identifier: "productName", name: "Screen name:",
            description: "The screen's name in UpperCamelCase, such as Details: makes DetailsViewController.",
            kind: .text(default: nil), required: true
        )
    ]

    static func bundle(library: TemplateLibrary, style: Style) throws -> XcodeTemplateBundle {
        let renderer = XcodeSourceRenderer(library: library, style: style, projectName: XcodeMacro.named("PROJECTNAME"))
        let fileName = "\(XcodeSourceRenderer.flowName)ViewController.swift"
        var bundle = XcodeTemplateBundle(kind: .file, title: title)
        let info = FileTemplateInfo(
            description: """
                A view controller that shows its content and reports what the user did through onFinish; \
                its coordinator decides what comes next. Show it from a coordinator with pushTo<Name>() or \
                present<Name>(); `coordgen new screen <Name> --coordinator <C>` also adds that method for you.
                """,
            summary: "A view controller that reports to its coordinator",
            sortOrder: 2, defaultCompletionName: "Details", mainTemplateFile: fileName, options: options
        )
        try bundle.add(info.propertyList, at: "TemplateInfo.plist")
        bundle.addIcons()
        // With only a text option there are no variants: the file sits beside TemplateInfo.plist.
        bundle.add(try renderer.render(.screen, fileName: fileName, values: XcodeSourceRenderer.flowNameValues), at: fileName)
        return bundle
    }
}
