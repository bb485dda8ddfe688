import UIKit

/// What a screen tells its coordinator; the coordinator decides where that leads.
enum Event {
    case settingsTapped
    case placeSelected(String)
    case closeTapped
}

protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get set }

    func eventOccurred(with event: Event)
    func start()
}

/// A screen that reports its events to a coordinator.
protocol Coordinating: AnyObject {
    var coordinator: Coordinator? { get set }
}
