extension ScreenFileTemplate {
    static let uikitDescription = """
        A view controller that shows its content and reports what the user did through onFinish; \
        its coordinator decides what comes next. Show it from a coordinator with pushTo<Name>() or \
        present<Name>(); `coordgen new screen <Name> --coordinator <C>` also adds that method for you.
        """

    static let routerDescription = """
        A view controller that shows its content and reports what the user did through onFinish; \
        its coordinator decides what comes next. ViewControllerFactory+<Name>.swift supplies \
        make<Name>ViewController() to every factory, since Xcode cannot edit the factories. Show it from a \
        coordinator with factory.make<Name>ViewController() and router.push or router.present; \
        `coordgen new screen <Name> --coordinator <C>` declares the factory method and adds \
        pushTo<Name>() or present<Name>() for you.
        """

    static let swiftUIDescription = """
        A SwiftUI view that shows its content and reports what the user did through onFinish; its \
        coordinator decides what comes next. Xcode cannot edit the coordinator: to show the screen, add \
        a case for it to the coordinator's Destination enum, that case's <Name>View to view(for:) \
        (popping or dismissing in onFinish), and pushTo<Name>() or present<Name>() calling push or present \
        with the case. `coordgen new screen <Name> --coordinator <C>` makes all three edits for you.
        """
}
