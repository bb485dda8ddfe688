extension CoordinatorAppProjectTemplate {
    /// What New Project shows under the template: what the app does first, and how to add flows.
    static func description(for style: Style) -> String {
        let addFlows = """
            Add flows with File › New › File › \(style.xcodeGroupName) › Coordinator, or with \
            `coordgen new coordinator`.
            """
        switch style {
        case .uikit:
            return """
                An iOS app built on the Coordinator pattern, as `coordgen new project` makes it: the \
                SceneDelegate starts AppCoordinator, the root of the coordinator tree, which shows the Home \
                screen. \(addFlows)
                """
        case .router:
            return """
                An iOS app built on the Coordinator pattern with a Router and factories, as `coordgen new project \
                --style router` makes it: the SceneDelegate starts AppCoordinator, the root of the coordinator \
                tree, which runs the Onboarding flow on the first launch and the Home flow after. Screens are \
                built by ViewControllerFactory and shown through Router, which also releases a flow the user \
                leaves with Back or a swipe. \(addFlows)
                """
        case .swiftui:
            return """
                A SwiftUI app (iOS 16 or later) built on the Coordinator pattern, as `coordgen new project --style \
                swiftui` makes it: the App shows AppCoordinator, the root of the coordinator tree, in a \
                NavigationStack whose path its Navigator holds, with the Home screen at the root. Each flow lists \
                what it shows in its Destination enum and builds the views in view(for:); a flow the user leaves \
                with Back, or whose sheet is swiped down, is released. \(addFlows)
                """
        }
    }
}
