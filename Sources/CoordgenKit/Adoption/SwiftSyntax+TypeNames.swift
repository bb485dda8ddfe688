import Foundation
import SwiftSyntax

extension InheritanceClauseSyntax? {
    /// The inherited type names as written, without `any`.
    var typeNames: [String] {
        guard let self else { return [] }
        return self.inheritedTypes.map { $0.type.trimmedDescription.removingAnyPrefix }
    }
}

extension AttributeListSyntax {
    /// The names of the attributes, without `@` or arguments.
    var names: [String] {
        compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }
}

extension String {
    /// The type without a leading `any ` or `some `.
    var removingAnyPrefix: String {
        for prefix in ["any ", "some "] where hasPrefix(prefix) {
            return String(dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        return self
    }
}
