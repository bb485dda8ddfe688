import UIKit

/// The entry screen.
final class EntryViewController: UIViewController {}
