//
//  {{ cookiecutter.name }}Coordinator.swift
//  {{ cookiecutter.project_name }}
//

import UIKit

/// What the {{ cookiecutter.title }} flow offers to the rest of the app.
@MainActor
protocol {{ cookiecutter.name }}CoordinatorProtocol: Coordinator {
    /// Shows the first screen of the flow.
    func show{{ cookiecutter.name }}()
}

/// Runs the {{ cookiecutter.title }} flow.
final class {{ cookiecutter.name }}Coordinator: {{ cookiecutter.name }}CoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .{{ cookiecutter.case_name }} }

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        screenBeforeFlow = navigationController.topViewController
        show{{ cookiecutter.name }}()
    }

    func show{{ cookiecutter.name }}() {
        let viewController = {{ cookiecutter.name }}ViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack, then tells the finish delegate.
    private func close() {
        if let screenBeforeFlow {
            navigationController.popToViewController(screenBeforeFlow, animated: true)
        }
        finish()
    }
}

extension {{ cookiecutter.name }}Coordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        // Only the finished child, by identity: its siblings keep running.
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
