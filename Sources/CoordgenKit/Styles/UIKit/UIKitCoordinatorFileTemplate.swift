/// The uikit style's Coordinator file template: `<Name>Coordinator.swift` (protocol, class and finish
/// delegate, as `coordgen new coordinator` writes it) and, optionally, `<Name>ViewController.swift`.
///
/// Xcode copies the files of one *variant folder*, named by concatenating, in the order of the
/// options, the chosen pop-up value and the identifier of each checked checkbox (see
/// `XcodeTemplateOption.folderNamePart(for:)`): `Push`, `PushViewController`, `Modal` and
/// `ModalViewController`.
enum UIKitCoordinatorFileTemplate {
    static let title = "Coordinator"

    /// The second text field: Xcode can neither lower-case the flow's name nor edit CoordinatorType.
    static let caseOption = XcodeTemplateOption.caseNameIdentifier
    static let presentationOption = XcodeTemplateOption.presentationIdentifier
    /// The checkbox; its identifier is what a checked box adds to the variant folder's name.
    static let viewControllerOption = "ViewController"
    static let push = XcodeTemplateOption.push
    static let modal = XcodeTemplateOption.modal

    static let options = [
        XcodeTemplateOption.flowName(
            description: """
                The flow's name in UpperCamelCase, such as Reservation: makes ReservationCoordinatorProtocol, \
                ReservationCoordinator and, if checked below, ReservationViewController.
                """
        ),
        XcodeTemplateOption.caseName(
            label: "CoordinatorType case:",
            description: """
                The flow's case of enum CoordinatorType, in lowerCamelCase: reservation for Reservation \
                (Xcode cannot lower-case the flow's name for you). Xcode does not edit CoordinatorType \
                either: add `case <this name>` to it yourself (`coordgen new coordinator` registers the case \
                for you).
                """
        ),
        XcodeTemplateOption.presentation(
            description: """
                Push: the flow's screens go onto its parent's navigation stack. Modal: the flow is \
                presented modally in its own navigation controller (`coordgen new coordinator --present`).
                """
        ),
        XcodeTemplateOption(
            identifier: viewControllerOption, name: "Also create the view controller",
            description: """
                Also create <Name>ViewController, the flow's first screen. Without it the coordinator \
                shows a plain UIViewController until you give it a screen of its own.
                """,
            kind: .checkbox(default: true)
        ),
    ]

    static func bundle(library: TemplateLibrary, xcode: XcodeVersion) throws -> XcodeTemplateBundle {
        let style = Style.uikit
        let renderer = XcodeSourceRenderer(library: library, style: style, projectName: XcodeMacro.named("PROJECTNAME"), xcode: xcode)
        let coordinatorFile = "\(XcodeSourceRenderer.flowName)Coordinator.swift"
        let screenFile = "\(XcodeSourceRenderer.flowName)ViewController.swift"
        var bundle = XcodeTemplateBundle(kind: .file, title: title, style: style)
        let info = FileTemplateInfo(
            description: """
                A coordinator for one flow, as `coordgen new coordinator` writes it: <Name>CoordinatorProtocol, \
                <Name>Coordinator with its finish delegate and, optionally, <Name>ViewController. Then add \
                `case <name>` to CoordinatorType, with the name from the CoordinatorType case field \
                (`coordgen new coordinator` registers the case automatically), and start the flow from its \
                parent: create it, set its finishDelegate, append it to childCoordinators and call start().
                """,
            summary: "A coordinator for one flow of the app, and optionally its first screen",
            sortOrder: 1, defaultCompletionName: "Reservation", mainTemplateFile: coordinatorFile, options: options
        )
        try bundle.add(info.propertyList, at: "TemplateInfo.plist")
        bundle.addIcons()

        let caseName = XcodeMacro.variable(caseOption, modifiers: [XcodeMacro.identifier])
        for presentation in [push, modal] {
            for includesScreen in [true, false] {
                let folder = options.variantFolderName(for: [
                    presentationOption: presentation, viewControllerOption: includesScreen ? "true" : "false",
                ])
                var subject = XcodeSourceRenderer.flowSubject(caseName: caseName, presentsModally: presentation == modal)
                subject.includesScreen = includesScreen
                bundle.add(
                    try renderer.render(.coordinator, fileName: coordinatorFile, subject: subject), at: "\(folder)/\(coordinatorFile)")
                if includesScreen {
                    bundle.add(try renderer.render(.screen, fileName: screenFile, subject: subject), at: "\(folder)/\(screenFile)")
                }
            }
        }
        return bundle
    }
}
