import Foundation

extension String {
    var withoutTrailingNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
