import Foundation

/// Writes a UIKit coordinator app of any size for performance measurements: `count` coordinator files,
/// each with its screen, forming a binary tree under `AppCoordinator`, plus the protocols and the
/// scene delegate.
enum LargeAppGenerator {
    static func write(coordinators count: Int, to folder: URL) throws {
        let sources = folder.appendingPathComponent("Large/Coordinators")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(
            """
            import UIKit

            @MainActor
            protocol Coordinator: AnyObject {
                var finishDelegate: (any CoordinatorFinishDelegate)? { get set }
                var navigationController: UINavigationController { get }
                var childCoordinators: [any Coordinator] { get set }
                func start()
            }

            @MainActor
            protocol CoordinatorFinishDelegate: AnyObject {
                func coordinatorDidFinish(childCoordinator: any Coordinator)
            }

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                private var appCoordinator: Flow0Coordinator?

                func start(_ navigationController: UINavigationController) {
                    let coordinator = Flow0Coordinator(navigationController)
                    appCoordinator = coordinator
                    coordinator.start()
                }
            }

            """.utf8
        ).write(to: sources.appendingPathComponent("Coordinator.swift"))
        for index in 0..<count {
            let children = [2 * index + 1, 2 * index + 2].filter { $0 < count }
            let openers = children.map { child in
                """

                    func openFlow\(child)Coordinator() {
                        let coordinator = Flow\(child)Coordinator(navigationController)
                        coordinator.finishDelegate = self
                        childCoordinators.append(coordinator)
                        coordinator.start()
                    }
                """
            }.joined(separator: "\n")
            try Data(
                """
                import UIKit

                /// Flow number \(index).
                final class Flow\(index)Coordinator: NSObject, Coordinator, CoordinatorFinishDelegate, UINavigationControllerDelegate {
                    weak var finishDelegate: (any CoordinatorFinishDelegate)?
                    let navigationController: UINavigationController
                    var childCoordinators: [any Coordinator] = []

                    init(_ navigationController: UINavigationController) {
                        self.navigationController = navigationController
                    }

                    func start() {
                        let viewController = Flow\(index)ViewController()
                        viewController.onFinish = { [weak self] in
                            guard let self else { return }
                            self.finishDelegate?.coordinatorDidFinish(childCoordinator: self)
                        }
                        navigationController.pushViewController(viewController, animated: true)
                    }
                \(openers)

                    func coordinatorDidFinish(childCoordinator: any Coordinator) {
                        childCoordinators.removeAll { $0 === childCoordinator }
                    }

                    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
                }

                final class Flow\(index)ViewController: UIViewController {
                    var onFinish: (() -> Void)?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Flow \(index)"
                    }
                }

                """.utf8
            ).write(to: sources.appendingPathComponent("Flow\(index)Coordinator.swift"))
        }
    }
}
