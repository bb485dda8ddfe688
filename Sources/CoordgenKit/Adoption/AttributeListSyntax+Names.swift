import Foundation
import SwiftSyntax

extension AttributeListSyntax {
    /// The names of the attributes, without `@` or arguments.
    var names: [String] {
        compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }
}
