import Foundation

protocol Routable: Hashable, Identifiable {}

extension Routable {
    var id: String { String(describing: self) }
}
