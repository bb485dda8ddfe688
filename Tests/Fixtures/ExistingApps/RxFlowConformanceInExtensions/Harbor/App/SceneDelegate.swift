import RxFlow
import RxRelay
import UIKit

/// Emits the harbour's first step.
final class HarborStepper: Stepper {
    let steps = PublishRelay<Step>()

    var initialStep: Step {
        AppStep.docksAreRequired
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        Flows.use(AppFlow.shared, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        coordinator.coordinate(flow: AppFlow.shared, with: HarborStepper())
    }
}
