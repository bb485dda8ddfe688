/// One template file of a style, such as `uikit/coordinator/Coordinator.swift.stencil`.
public struct TemplateID: Hashable, Sendable, CustomStringConvertible {
    /// The style that uses the template.
    public let style: Style
    /// The style whose folder holds it: another style's when the two share the text.
    public let folder: Style
    /// The path inside the style's folder.
    public let path: String

    public init(_ style: Style, _ path: String, folder: Style? = nil) {
        self.style = style
        self.folder = folder ?? style
        self.path = path
    }

    /// The path inside a templates folder (the built-in one, or a user's export).
    public var relativePath: String { "\(folder.rawValue)/\(path)" }

    /// Where the template would be if the style had its own copy: a user's override there wins.
    var ownPath: String { "\(style.rawValue)/\(path)" }

    public var description: String { relativePath }
}

extension TemplateID {
    /// What a template is for. Styles share the roles they have in common (each style's folder has its
    /// own file for it); `Style.roles` lists which ones a style has.
    public enum Role: String, CaseIterable, Sendable {
        case coordinatorProtocol = "project/Coordinator.swift.stencil"
        case finishDelegate = "project/CoordinatorFinishDelegate.swift.stencil"
        case coordinatorType = "project/CoordinatorType.swift.stencil"
        case appCoordinator = "project/AppCoordinator.swift.stencil"
        case appDelegate = "project/AppDelegate.swift.stencil"
        case sceneDelegate = "project/SceneDelegate.swift.stencil"
        case appCoordinatorTests = "project/AppCoordinatorTests.swift.stencil"
        case coordinator = "coordinator/Coordinator.swift.stencil"
        case coordinatorTests = "coordinator/CoordinatorTests.swift.stencil"
        /// The Swift Testing versions of the two tests above (`testing: swift-testing`).
        case appCoordinatorSwiftTests = "project/AppCoordinatorTests.SwiftTesting.swift.stencil"
        case coordinatorSwiftTests = "coordinator/CoordinatorTests.SwiftTesting.swift.stencil"
        case screen = "screen/ViewController.swift.stencil"
        case openCoordinator = "snippets/OpenCoordinator.swift.stencil"
        case pushScreen = "snippets/PushScreen.swift.stencil"
        case presentScreen = "snippets/PresentScreen.swift.stencil"
        case finishDelegateConformance = "snippets/FinishDelegateConformance.swift.stencil"
        /// The method a parent declares for one child flow to tell it that it finished, in apps whose
        /// parents have one per child (`childZebraCoordinatorDidFinish(_:)`).
        case parentFinishMethod = "snippets/ParentFinishMethod.swift.stencil"
        /// The extension that makes a parent adopt a new flow's own delegate protocol, in apps whose flows
        /// each declare one (`extension AppCoordinator: ZebraCoordinatorDelegate`).
        case flowDelegateConformance = "snippets/FlowDelegateConformance.swift.stencil"
        // Router style.
        case baseCoordinator = "project/BaseCoordinator.swift.stencil"
        case finishOutput = "project/CoordinatorFinishOutput.swift.stencil"
        case router = "project/Router.swift.stencil"
        case viewControllerFactory = "project/ViewControllerFactory.swift.stencil"
        case coordinatorFactory = "project/CoordinatorFactory.swift.stencil"
        case makeCoordinator = "snippets/MakeCoordinator.swift.stencil"
        case makeViewController = "snippets/MakeViewController.swift.stencil"
        // SwiftUI style.
        case swiftUIApp = "project/App.swift.stencil"
        case navigator = "project/Navigator.swift.stencil"
        case presentation = "project/Presentation.swift.stencil"
        case coordinatorStack = "project/CoordinatorStack.swift.stencil"
        /// `FlowRoot` and the `Route` it registers.
        case flowRoot = "project/FlowRoot.swift.stencil"
        case view = "screen/View.swift.stencil"
        /// The `case` clause that `view(for:)` gets for a new screen's destination.
        case screenDestination = "snippets/ScreenDestination.swift.stencil"
        /// The `case` clause that `view(for:)` gets for a new child flow's destination.
        case flowDestination = "snippets/FlowDestination.swift.stencil"
        /// Apps whose coordinators own their stacks (`shape.routes.flows`): a flow's coordinator and the
        /// view of its stack, the parent's method that starts it, and the modifier that presents it.
        case ownStackCoordinator = "ownstack/Coordinator.swift.stencil"
        case ownStackCoordinatorView = "ownstack/CoordinatorView.swift.stencil"
        case openOwnStackCoordinator = "snippets/OpenOwnStackCoordinator.swift.stencil"
        case presentOwnStackFlow = "snippets/PresentOwnStackFlow.swift.stencil"
        /// Apps whose coordinators show screens through flags (`shape.flags`): a flow's coordinator and
        /// the view that binds its flags.
        case flagCoordinator = "flags/Coordinator.swift.stencil"
        case flagCoordinatorView = "flags/CoordinatorView.swift.stencil"
        /// Apps whose coordinators make and hold their children in their initialiser (`shape.heldChildren`):
        /// a flow's coordinator, holding its parent back, and the view that receives it.
        case heldChildCoordinator = "heldchildren/Coordinator.swift.stencil"
        case heldChildCoordinatorView = "heldchildren/CoordinatorView.swift.stencil"
        /// Apps whose coordinators show screens and children through optional items (`shape.items`): a
        /// flow's coordinator and its view, and a screen's view and the view model that is its item.
        case itemCoordinator = "items/Coordinator.swift.stencil"
        case itemCoordinatorView = "items/CoordinatorView.swift.stencil"
        case itemScreen = "items/Screen.swift.stencil"
        case itemViewModel = "items/ViewModel.swift.stencil"
    }

    public init(_ style: Style, _ role: Role) {
        self.init(style, role.rawValue, folder: style.definition.templateFolder(for: role, of: style))
    }
}
