/// What every flow of the app is: something that starts. Not named after coordinators; the flows adopt
/// it in extensions of their own.
protocol Startable: AnyObject {
    func start()
}
