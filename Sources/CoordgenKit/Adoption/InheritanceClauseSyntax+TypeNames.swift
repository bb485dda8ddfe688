import Foundation
import SwiftSyntax

extension InheritanceClauseSyntax? {
    /// The inherited type names as written, without `any`.
    var typeNames: [String] {
        guard let self else { return [] }
        return self.inheritedTypes.map { $0.type.textWithoutTrivia.removingAnyPrefix }
    }
}
