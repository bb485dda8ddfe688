import UIKit

/// The screens that list things share this base.
class ListViewController: UIViewController {}

final class PierViewController: ListViewController {}
