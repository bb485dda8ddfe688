import UIKit

final class AppDependency {
    let navigationController = UINavigationController()
}
