import RxFlow
import RxRelay
import UIKit

/// Emits the shelf's first step: the tabs.
final class AppStepper: Stepper {
    let steps = PublishRelay<Step>()

    var initialStep: Step {
        AppStep.main
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let flow = AppFlow()
        Flows.use(flow, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        coordinator.coordinate(flow: flow, with: AppStepper())
    }
}
