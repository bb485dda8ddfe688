import UIKit

final class ShipsViewController: UIViewController {}
