import Foundation

/// What the flows share: the orchard's data.
final class OrchardServices {
    var treeNames: [String] = []
}
