protocol AppCoordinator: Coordinator {}
