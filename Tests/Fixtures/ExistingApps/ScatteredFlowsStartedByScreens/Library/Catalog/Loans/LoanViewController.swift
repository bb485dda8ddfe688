import UIKit

final class LoanViewController: UIViewController {}
