import Foundation

/// Left from the template the app started with: nothing conforms to it any more.
protocol Routable: AnyObject {
    func show(_ screen: AnyObject)
}

protocol Coordinator: AnyObject {
    var router: Routable { get }

    func start()
}
