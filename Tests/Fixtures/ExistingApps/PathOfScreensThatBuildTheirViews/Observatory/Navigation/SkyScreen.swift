import SwiftUI

/// A screen of a flow: each flow lists its screens in an enum that builds their views.
protocol SkyScreen: Hashable {
    var title: String { get }
}
