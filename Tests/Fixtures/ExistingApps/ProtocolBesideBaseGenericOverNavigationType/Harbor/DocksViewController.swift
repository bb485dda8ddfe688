import UIKit

final class DocksViewController: UIViewController {}
