import UIKit

final class CratesViewController: UIViewController {}
