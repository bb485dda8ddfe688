//
//  PlantsCoordinator.swift
//  Garden
//

import UIKit

final class PlantsCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    weak var output: (any PlantsCoordinatorOutput)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .plants }
    private let moduleFactory = PlantsModuleFactory()

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = moduleFactory.makePlantsList()
        screen.onSelect = { [weak self] plant in
            self?.showPlantsDetail(plant)
        }
        navigationController.pushViewController(screen, animated: true)
    }

    func showPlantsDetail(_ plant: String) {
        let screen = moduleFactory.makePlantsDetail(plant)
        screen.onDone = { [weak self] in
            self?.output?.plantsCoordinatorDidPick(plant)
            self?.finish()
        }
        navigationController.pushViewController(screen, animated: true)
    }
}
