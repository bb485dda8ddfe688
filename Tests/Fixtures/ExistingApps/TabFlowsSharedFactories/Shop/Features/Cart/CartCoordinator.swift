protocol CartCoordinator: Coordinator {}
