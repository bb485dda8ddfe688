import SwiftSyntax

/// Something written at a place in the app.
protocol HasLocation {
    var location: CoordinatorGraph.Location { get }
}
