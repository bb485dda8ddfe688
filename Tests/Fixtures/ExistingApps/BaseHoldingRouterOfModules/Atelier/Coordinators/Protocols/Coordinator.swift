/// A flow: it starts, and it can be shown as a module.
protocol Coordinator: CoordinatorType, Presentable {
}
