import UIKit

/// What the Garden flow asks of the Seeds screen.
protocol ReceiptModule: ScreenModule {
    var plot: String { get set }
}
