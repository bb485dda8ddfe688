import UIKit

/// What the Garden flow asks of the Seeds screen.
protocol SeedsModule: ScreenModule {
    var plot: String { get set }
}
