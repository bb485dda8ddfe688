import Foundation

final class BerthLedger {
    var freeBerths: [String] { ["North 1", "North 2", "Quay 7"] }
}
