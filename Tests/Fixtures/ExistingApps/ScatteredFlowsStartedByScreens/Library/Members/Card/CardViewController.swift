import UIKit

final class CardViewController: UIViewController {}
