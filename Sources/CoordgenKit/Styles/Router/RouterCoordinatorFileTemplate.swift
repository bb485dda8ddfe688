/// The router style's Coordinator file template: `<Name>Coordinator.swift` and its first screen,
/// `<Name>ViewController.swift`, as `coordgen new coordinator --style router` writes them, plus
/// `ViewControllerFactory+<Name>.swift` (see `RouterFactoryExtension`), so they compile as added.
///
/// One pop-up, so the variant folders are `Push` and `Modal`. There is no view-controller checkbox: a
/// router-style coordinator always builds its first screen through the factory, as the CLI's does.
enum RouterCoordinatorFileTemplate {
    static let title = "Coordinator"
    static let presentationOption = XcodeTemplateOption.presentationIdentifier
    static let push = XcodeTemplateOption.push
    static let modal = XcodeTemplateOption.modal

    static let options = [
        XcodeTemplateOption.flowName(
            description: """
                The flow's name in UpperCamelCase, such as Reservation: makes ReservationCoordinatorProtocol, \
                ReservationCoordinator and ReservationViewController.
                """
        ),
        XcodeTemplateOption.presentation(
            description: """
                Push: the router pushes the flow's first screen, and the flow finishes when that screen leaves \
                the stack (Done, Back or a swipe). Modal: the router presents it, and Done dismisses it and \
                finishes the flow (`coordgen new coordinator --present`).
                """
        ),
    ]

    static func bundle(library: TemplateLibrary, xcode: XcodeVersion) throws -> XcodeTemplateBundle {
        let style = Style.router
        let renderer = XcodeSourceRenderer(library: library, style: style, projectName: XcodeMacro.named("PROJECTNAME"), xcode: xcode)
        let coordinatorFile = "\(XcodeSourceRenderer.flowName)Coordinator.swift"
        let screenFile = "\(XcodeSourceRenderer.flowName)ViewController.swift"
        var bundle = XcodeTemplateBundle(kind: .file, title: title, style: style)
        let info = FileTemplateInfo(
            description: """
                A flow for a router-style app, as `coordgen new coordinator` writes it: <Name>CoordinatorProtocol, \
                <Name>Coordinator and its first screen, <Name>ViewController, plus ViewControllerFactory+<Name>.swift, \
                which supplies make<Name>ViewController() to every factory because Xcode cannot edit the factories; \
                the files compile as they are. To start the flow from a parent coordinator: create \
                <Name>Coordinator(router: router, factory: factory, coordinatorFactory: coordinatorFactory), set \
                its onFinish to remove it (removeDependency), addDependency and call start(). \
                `coordgen new coordinator <Name> --parent <P>` does all of that for you: it declares the methods in \
                both factories and adds open<Name>Coordinator() to the parent.
                """,
            summary: "A router-style coordinator for one flow, and its first screen",
            sortOrder: 1, defaultCompletionName: "Reservation", mainTemplateFile: coordinatorFile, options: options
        )
        try bundle.add(info.propertyList, at: "TemplateInfo.plist")
        bundle.addIcons()

        for presentation in [push, modal] {
            let folder = options.variantFolderName(for: [presentationOption: presentation])
            let subject = XcodeSourceRenderer.flowSubject(presentsModally: presentation == modal)
            bundle.add(try renderer.render(.coordinator, fileName: coordinatorFile, subject: subject), at: "\(folder)/\(coordinatorFile)")
            bundle.add(try renderer.render(.screen, fileName: screenFile, subject: subject), at: "\(folder)/\(screenFile)")
            bundle.add(try RouterFactoryExtension.render(with: renderer), at: "\(folder)/\(RouterFactoryExtension.fileName)")
        }
        return bundle
    }
}
