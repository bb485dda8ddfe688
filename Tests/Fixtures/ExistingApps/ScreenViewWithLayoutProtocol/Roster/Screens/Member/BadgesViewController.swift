import UIKit

final class BadgesViewController: UIViewController {}
