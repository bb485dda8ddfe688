import Foundation

/// What the flows are built with.
final class Services {
    let harbourName = "North Pier"
}
