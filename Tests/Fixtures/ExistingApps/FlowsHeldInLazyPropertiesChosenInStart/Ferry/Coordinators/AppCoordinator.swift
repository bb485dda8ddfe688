//
//  AppCoordinator.swift
//  Ferry
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class AppCoordinator: Coordinator {
    var onFinish: (() -> Void)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []

    private lazy var signInCoordinator = SignInCoordinator(navigationController)
    private lazy var timetableCoordinator = TimetableCoordinator(navigationController)

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        if UserDefaults.standard.bool(forKey: "signedIn") {
            start(coordinator: timetableCoordinator)
            return
        }
        signInCoordinator.onFinish = { [weak self] in
            guard let self else { return }
            self.childCoordinators.removeAll { $0 === self.signInCoordinator }
            UserDefaults.standard.set(true, forKey: "signedIn")
            self.start(coordinator: self.timetableCoordinator)
        }
        start(coordinator: signInCoordinator)
    }

    func start(coordinator: any Coordinator) {
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
