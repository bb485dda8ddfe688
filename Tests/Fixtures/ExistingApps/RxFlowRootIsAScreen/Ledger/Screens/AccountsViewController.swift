import UIKit

/// The accounts screen.
final class AccountsViewController: UIViewController {}
