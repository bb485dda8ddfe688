import Foundation
import Stencil

/// Stencil templates already lexed in this process, by name and text, and built-in ones made from their
/// build-time tokens, by name.
///
/// Lexing is the expensive part of Stencil (its lexer searches the text once per line); `xcode export`
/// renders the same templates for every variant folder and the header for every file, so each text is
/// lexed once. A `Template` keeps no state between renders, so sharing one is safe; the lock guards the
/// dictionary only.
final class CompiledTemplateCache: @unchecked Sendable {
    static let shared = CompiledTemplateCache()

    private let lock = NSLock()
    private var templates: [Key: Template] = [:]
    private var prelexed: [String: PrelexedTemplate] = [:]

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

    /// The built-in template `name`, made from its build-time tokens on first use.
    func prelexed(name: String, tokens: [(UInt8, String)]) -> PrelexedTemplate {
        lock.withLock {
            if let cached = prelexed[name] { return cached }
            let template = PrelexedTemplate(name: name, tokens: tokens)
            prelexed[name] = template
            return template
        }
    }
}
