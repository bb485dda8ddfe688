import UIKit

final class BasketViewController: UIViewController {}
