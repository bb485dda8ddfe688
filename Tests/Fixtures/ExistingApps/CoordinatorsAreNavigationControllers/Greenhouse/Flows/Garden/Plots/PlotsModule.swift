import UIKit

/// What the Garden flow asks of the Plots screen.
protocol PlotsModule: ScreenModule {
    var onPickPlot: ((String) -> Void)? { get set }
    var onLeave: (() -> Void)? { get set }
}
