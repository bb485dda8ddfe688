import Foundation

/// Every page a flow may push; the flows do not show them yet.
enum Destination: Hashable {
    case almanacInfo
}
