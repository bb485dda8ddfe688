import Foundation

/// What every flow's coordinator does; each flow declares its own protocol refining it.
protocol Coordinatable: AnyObject {
    func start()
}
