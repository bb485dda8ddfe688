import Stencil

/// Renders templates written in Stencil's language. The CLI and the Xcode exporter both render through
/// here, so generated code has one source.
///
/// A template renders as a `TypedTemplate` when it keeps to the part of the language coordgen's own
/// templates use (no run-time casts or reflection), else with Stencil itself, which also reports every
/// template error.
public struct TemplateRenderer: Sendable {
    public let library: TemplateLibrary

    public init(library: TemplateLibrary = TemplateLibrary()) {
        self.library = library
    }

    /// Renders the template `id` with `context`.
    public func render(_ id: TemplateID, context: [String: any Sendable]) throws(TemplateError) -> String {
        try render(try library.source(of: id), context: context)
    }

    /// Renders `source`, from its build-time tokens when it has them.
    func render(_ source: TemplateLibrary.Source, context: [String: any Sendable]) throws(TemplateError) -> String {
        if Self.rendersTyped, let scope = TemplateScope(values: context) {
            let typed =
                if let tokens = source.prelexedTokens {
                    CompiledTemplateCache.shared.typed(builtIn: source.displayPath, tokens: tokens)
                } else {
                    CompiledTemplateCache.shared.typed(for: source.text, name: source.displayPath, environment: Self.environment)
                }
            if let text = typed?.render(scope) { return text }
        }
        if Self.usesBuildTimeTokens, let tokens = source.prelexedTokens {
            let template = CompiledTemplateCache.shared.prelexed(name: source.displayPath, tokens: tokens)
            // A failure is rendered again through the lexer below, whose tokens know their lines.
            if let text = try? template.render(Context(dictionary: context, environment: Self.environment)) {
                return text
            }
        }
        return try render(text: source.text, name: source.displayPath, context: context)
    }

    /// Off only in the test that renders every built-in template both ways and compares the output.
    nonisolated(unsafe) static var usesBuildTimeTokens = true
    /// Off only in the tests that compare `TypedTemplate` with Stencil.
    nonisolated(unsafe) static var rendersTyped = true

    /// "smart" trimming drops the line of a `{% if %}` tag, so templates read like the code they make.
    /// Never mutated after it is made, so sharing it across threads is safe.
    nonisolated(unsafe) static let environment = Environment(trimBehaviour: .smart)

    /// Renders template text that does not live in a file, such as the header from `.coordgen.yml`.
    public func render(text: String, name: String, context: [String: any Sendable]) throws(TemplateError) -> String {
        if Self.rendersTyped, let scope = TemplateScope(values: context),
            let rendered = CompiledTemplateCache.shared.typed(for: text, name: name, environment: Self.environment)?.render(scope)
        {
            return rendered
        }
        let template = CompiledTemplateCache.shared.template(for: text, name: name, environment: Self.environment)
        do {
            return try template.render(context)
        } catch let error as TemplateSyntaxError {
            // Stencil reports line 0 when it cannot place the token (an `else` whose `if` was never
            // closed); no location is better than a wrong one.
            if let token = error.token, token.sourceMap.location.lineNumber > 0 {
                let location = token.sourceMap.location
                throw .syntax(file: name, line: Int(location.lineNumber), column: location.lineOffset + 1, reason: error.reason)
            }
            throw .rendering(file: name, reason: error.reason)
        } catch {
            throw .rendering(file: name, reason: String(describing: error))
        }
    }
}
