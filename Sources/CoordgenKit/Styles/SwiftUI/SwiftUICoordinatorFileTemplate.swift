/// The swiftui style's Coordinator file template: `<Name>Coordinator.swift` (the flow with its own
/// `Destination` enum and `view(for:)`) and its first screen, `<Name>View.swift`, as `coordgen new
/// coordinator` writes them in a swiftui project.
///
/// The files compile as they are: the flow's first destination is a case of its own enum, so nothing
/// outside the new files needs it. Xcode cannot lower-case a name, so a second field asks for that
/// case's name (a flow named Reservation starts with `case reservation` in the CLI). The pop-up gives the variant folders `Push` and `Modal`. There is no
/// view checkbox: the coordinator's `view(for:)` shows `<Name>View`, as the CLI's does.
enum SwiftUICoordinatorFileTemplate {
    static let title = "Coordinator"
    static let caseOption = XcodeTemplateOption.caseNameIdentifier
    static let presentationOption = XcodeTemplateOption.presentationIdentifier
    static let push = XcodeTemplateOption.push
    static let modal = XcodeTemplateOption.modal

    static let options = [
        XcodeTemplateOption.flowName(
            description: """
                The flow's name in UpperCamelCase, such as Reservation: makes ReservationCoordinator and \
                ReservationView.
                """
        ),
        XcodeTemplateOption.caseName(
            label: "First screen's case:",
            description: """
                The case of the flow's Destination enum for its first screen, in lowerCamelCase: reservation for \
                Reservation (Xcode cannot lower-case the flow's name for you).
                """
        ),
        XcodeTemplateOption.presentation(
            description: """
                Push: the flow's screens go onto its parent's navigation stack. Modal: the flow is presented \
                in a full-screen cover with a navigation stack of its own (`coordgen new coordinator --present`). \
                Only the documentation differs; the parent decides how it starts the flow.
                """
        ),
    ]

    static func bundle(library: TemplateLibrary, xcode: XcodeVersion) throws -> XcodeTemplateBundle {
        let style = Style.swiftui
        let renderer = XcodeSourceRenderer(library: library, style: style, projectName: XcodeMacro.named("PROJECTNAME"), xcode: xcode)
        let coordinatorFile = "\(XcodeSourceRenderer.flowName)Coordinator.swift"
        let viewFile = "\(XcodeSourceRenderer.flowName)View.swift"
        var bundle = XcodeTemplateBundle(kind: .file, title: title, style: style)
        let info = FileTemplateInfo(
            description: """
                A flow for a SwiftUI app, as `coordgen new coordinator` writes it: <Name>Coordinator, with its \
                Destination enum and view(for:), and its first screen, <Name>View; they compile as they are. \
                Xcode cannot edit the parent, so start the flow from it yourself: add a case carrying the child \
                to the parent's Destination enum, show it in view(for:) with FlowRoot(coordinator:) (pushed) or \
                CoordinatorStack(coordinator:) (modal), and in open<Name>Coordinator() create the child (with \
                the parent's navigator when pushed, a new Navigator() when modal), set its onFinish to \
                removeChild, addChild, then push(_:startingFlow:) or present(_:style: .fullScreenCover, \
                startingFlow:). `coordgen new coordinator <Name> --parent <P>` makes all of those edits for you.
                """,
            summary: "A SwiftUI coordinator for one flow, and its first screen",
            sortOrder: 1, defaultCompletionName: "Reservation", mainTemplateFile: coordinatorFile, options: options
        )
        try bundle.add(info.propertyList, at: "TemplateInfo.plist")
        bundle.addIcons()

        let caseName = XcodeMacro.variable(caseOption, modifiers: [XcodeMacro.identifier])
        for presentation in [push, modal] {
            let folder = options.variantFolderName(for: [presentationOption: presentation])
            let subject = XcodeSourceRenderer.flowSubject(caseName: caseName, presentsModally: presentation == modal)
            bundle.add(try renderer.render(.coordinator, fileName: coordinatorFile, subject: subject), at: "\(folder)/\(coordinatorFile)")
            bundle.add(try renderer.render(.view, fileName: viewFile, subject: subject), at: "\(folder)/\(viewFile)")
        }
        return bundle
    }
}
