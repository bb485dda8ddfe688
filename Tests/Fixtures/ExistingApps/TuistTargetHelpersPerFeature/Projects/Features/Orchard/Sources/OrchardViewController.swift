import UIKit

final class OrchardViewController: UIViewController {}
