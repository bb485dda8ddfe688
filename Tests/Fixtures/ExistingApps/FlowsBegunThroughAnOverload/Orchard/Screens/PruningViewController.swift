import UIKit

final class PruningViewController: UIViewController {}
