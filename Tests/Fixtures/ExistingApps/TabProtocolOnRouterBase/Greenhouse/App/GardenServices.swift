import Foundation

/// The services flows share.
final class GardenServices {
    let greeting = "Welcome to the greenhouse"
}
