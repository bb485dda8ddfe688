protocol Routable: Presentable {
    func present(_ module: Presentable?)
    func present(_ module: Presentable?, animated: Bool)

    func push(_ module: Presentable?)
    func push(_ module: Presentable?, animated: Bool)

    func pop()
    func pop(animated: Bool)

    func dismiss()
    func dismiss(animated: Bool)

    func setRoot(_ module: Presentable?)
}
