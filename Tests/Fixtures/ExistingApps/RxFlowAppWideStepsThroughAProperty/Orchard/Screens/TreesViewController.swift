import UIKit

/// The trees tab's first screen.
final class TreesViewController: UIViewController {}
