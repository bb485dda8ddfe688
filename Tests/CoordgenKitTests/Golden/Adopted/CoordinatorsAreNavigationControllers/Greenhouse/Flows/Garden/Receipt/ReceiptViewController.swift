import UIKit

/// The seeds sown in one plot.
final class ReceiptViewController: UIViewController, ReceiptModule {
    var plot = ""

    var screen: UIViewController { self }
}
