import Foundation

/// What every flow is handed: the berths it can book.
final class HarborService {
    private(set) var bookedBerths: [Int] = []

    func book(berth: Int) {
        bookedBerths.append(berth)
    }
}
