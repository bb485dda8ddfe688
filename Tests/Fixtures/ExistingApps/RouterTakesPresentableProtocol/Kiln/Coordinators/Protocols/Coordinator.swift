/// A flow: it starts and keeps the flows it starts.
protocol Coordinator: CoordinatorType {
}
