import UIKit

/// The app's colours.
enum Palette {
    static let canvas = UIColor.systemBackground
}
