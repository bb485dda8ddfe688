import UIKit

final class WalkViewController: UIViewController {}
