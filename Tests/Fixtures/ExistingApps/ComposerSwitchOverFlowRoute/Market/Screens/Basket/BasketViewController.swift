import UIKit

final class BasketViewController: UIViewController {}

final class CheckoutViewController: UIViewController {}
