import UIKit

/// A flow a screen starts. Flows live with the feature they belong to, in folders named after the
/// feature rather than the flow, and no coordinator is made at launch.
@MainActor
protocol Coordinator {
    var navigationController: UINavigationController { get }

    func start()
}
