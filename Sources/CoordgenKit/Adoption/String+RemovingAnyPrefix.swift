import Foundation
import SwiftSyntax

extension String {
    /// The type without a leading `any ` or `some `.
    var removingAnyPrefix: String {
        for prefix in ["any ", "some "] where hasPrefix(prefix) {
            return String(dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        return self
    }
}
