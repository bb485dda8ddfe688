protocol CoordinatorType: AnyObject {
    func start()
}
