import Foundation

/// What every flow of the greenhouse does: start, optionally at a link.
public protocol Coordinator: AnyObject {
    func start()
    func start(at link: GardenLink?)
}

public extension Coordinator {
    func start(at link: GardenLink?) {}
}

/// A place in the app a notification may open.
public enum GardenLink {
    case plant(String)
    case seeds
}
