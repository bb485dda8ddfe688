import UIKit

/// The wind and the tide today.
final class ForecastViewController: UIViewController {}
