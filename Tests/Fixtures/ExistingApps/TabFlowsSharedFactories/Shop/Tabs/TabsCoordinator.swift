protocol TabsCoordinator: Coordinator {}
