import RxFlow
import RxRelay
import UIKit

/// Emits the first step of the app.
final class AppStepper: Stepper {
    let steps = PublishRelay<Step>()

    var initialStep: Step {
        AppStep.homeIsRequired
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let tabsFlow = TabsFlow()
        Flows.use(tabsFlow, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        coordinator.coordinate(flow: tabsFlow, with: AppStepper())
    }
}
