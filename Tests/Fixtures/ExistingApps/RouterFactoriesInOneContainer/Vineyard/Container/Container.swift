import Foundation

/// One object builds the whole vineyard: it is the coordinator factory and the screen factory at once,
/// each role adopted in an extension of its own.
final class Container {
    let harvestLog = HarvestLog()
}

final class HarvestLog {
    var rows: [String] { ["Merlot", "Syrah"] }
}
