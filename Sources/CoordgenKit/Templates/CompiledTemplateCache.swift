import Foundation
import Stencil

/// Stencil templates already lexed in this process, by name and text.
///
/// Lexing is the expensive part of Stencil (its lexer searches the text once per line); `xcode export`
/// renders the same templates for every variant folder and the header for every file, so each text is
/// lexed once. A `Template` keeps no state between renders, so sharing one is safe; the lock guards the
/// dictionary only.
final class CompiledTemplateCache: @unchecked Sendable {
    static let shared = CompiledTemplateCache()

    private let lock = NSLock()
    private var templates: [Key: Template] = [:]

    private struct Key: Hashable {
        let name: String
        let text: String
    }

    /// The template for `text`, lexed on first use with `environment`.
    func template(for text: String, name: String, environment: Environment) -> Template {
        let key = Key(name: name, text: text)
        return lock.withLock {
            if let cached = templates[key] { return cached }
            let template = Template(templateString: text, environment: environment, name: name)
            templates[key] = template
            return template
        }
    }
}
