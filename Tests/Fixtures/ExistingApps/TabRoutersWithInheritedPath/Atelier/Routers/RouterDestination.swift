import Foundation

protocol RouterDestination: Hashable, Identifiable {
    var id: String { get }
}

extension RouterDestination where Self: RawRepresentable, RawValue == String {
    var id: String {
        rawValue
    }
}
