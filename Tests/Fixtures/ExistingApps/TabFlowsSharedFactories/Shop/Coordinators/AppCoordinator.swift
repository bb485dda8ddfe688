protocol AppCoordinator: Coordinator {
    func showTabs()
}
