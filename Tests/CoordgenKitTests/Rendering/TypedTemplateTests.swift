import Stencil
import XCTest

@testable import CoordgenKit

/// `TypedTemplate` renders what Stencil renders, byte for byte, and leaves to Stencil whatever it
/// does not read.
final class TypedTemplateTests: XCTestCase {
    /// Every built-in template compiles typed, so a run never falls back to Stencil for coordgen's own
    /// templates (a template that starts using a filter or `{%-` fails here, on purpose).
    func testEveryBuiltInTemplateCompilesTyped() {
        for (path, tokens) in BuiltInTemplates.tokens {
            XCTAssertNotNil(CompiledTemplateCache.shared.typed(builtIn: "built-in:\(path)", tokens: tokens), path)
        }
    }

    /// Every golden scenario of every style, rendered typed and with Stencil (through its lexer),
    /// gives byte-identical files.
    func testTypedAndStencilRenderingAgreeOnEveryScenario() throws {
        for style in Style.allCases {
            let typed = try Self.scenarioFiles(style: style, typed: true)
            let stencil = try Self.scenarioFiles(style: style, typed: false)
            XCTAssertFalse(typed.isEmpty)
            XCTAssertEqual(typed.count, stencil.count, "\(style)")
            for (step, files) in typed {
                XCTAssertTrue(files == stencil[step], "\(style) \(step): typed and Stencil renderings differ")
            }
        }
    }

    /// Random templates in the language's shapes — text with spaces, tabs, CR LF and Unicode line
    /// separators around tags, nested `if`/`elif`/`else` and `for`, conditions with `not`/`and`/`or`/
    /// `==`/`!=`, `forloop`, literals, missing names, trim markers — against random contexts: whatever
    /// the typed renderer renders equals Stencil's output, and it renders many of them itself.
    func testRandomTemplatesRenderAsStencilRendersThem() throws {
        var generator = RandomTemplate(seed: 0xC0FF_EE29)
        var typedCount = 0
        let rounds = 3_000
        for round in 0..<rounds {
            let text = generator.template()
            let values = generator.context()
            let expected = try Template(templateString: text, environment: TemplateRenderer.environment, name: "t")
                .render(Context(dictionary: values, environment: TemplateRenderer.environment))
            let tokens = Template(templateString: text, environment: TemplateRenderer.environment, name: "t").tokens.map {
                TypedTemplate.Token(
                    kind: Self.kind($0.kind), contents: $0.contents, hasTrimMarker: $0.whitespace != nil && $0.whitespace != .unspecified)
            }
            guard let typed = TypedTemplate(tokens: tokens), let scope = TemplateScope(values: values), let rendered = typed.render(scope)
            else { continue }
            typedCount += 1
            XCTAssertEqual(rendered, expected, "round \(round): \(text.debugDescription) with \(values)")
        }
        // Trim markers and lists written out (`{{ xs }}`) go to Stencil: about half of these templates have one.
        XCTAssertGreaterThan(typedCount, rounds / 3, "the typed renderer should read many of these templates")
    }

    func testAFilterIsLeftToStencil() throws {
        let tokens = Template(templateString: "{{ name|uppercase }}", name: "t").tokens.map {
            TypedTemplate.Token(kind: Self.kind($0.kind), contents: $0.contents)
        }
        XCTAssertNil(TypedTemplate(tokens: tokens))
        XCTAssertEqual(try TemplateRenderer().render(text: "{{ name|uppercase }}", name: "t", context: ["name": "pay"]), "PAY")
    }

    func testAListWrittenOutIsLeftToStencil() throws {
        XCTAssertEqual(
            try TemplateRenderer().render(text: "{{ flows }}", name: "t", context: ["flows": ["a", "b"]]),
            try Template(templateString: "{{ flows }}").render(["flows": ["a", "b"]]))
    }

    /// A broken user template gets the error Stencil gives, with its line, whichever renderer is tried first.
    func testTemplateErrorsKeepStencilsWordingAndLine() {
        for text in ["a\n{% if x %}\nb\n", "a\n{% frobnicate %}\n", "{% for x in %}{% endfor %}", "{% if a b %}{% endif %}", "{% else %}"] {
            let typedFirst = Self.error(rendering: text, typed: true)
            XCTAssertNotNil(typedFirst, text)
            XCTAssertEqual(typedFirst, Self.error(rendering: text, typed: false), text)
        }
        XCTAssertTrue(Self.error(rendering: "a\n{% frobnicate %}\n", typed: true)?.hasPrefix("h:2:") == true)
    }

    private static func error(rendering text: String, typed: Bool) -> String? {
        TemplateRenderer.rendersTyped = typed
        defer { TemplateRenderer.rendersTyped = true }
        do {
            _ = try TemplateRenderer().render(text: text, name: "h", context: ["x": true])
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// Smart trimming as Stencil does it, quirks included: the space before a tag goes (`, {% endif %}`
    /// writes `,`) and so does the line break after the last tag.
    func testSmartTrimKeepsTheLinesAroundTags() throws {
        let text =
            "a\n    {% if flag %}\n    b\n    {% else %}\n    c\n    {% endif %}\nd  \n{% for x in xs %}{{ x }}{% if not forloop.last %}, {% endif %}{% endfor %}\n"
        let values: [String: any Sendable] = ["flag": true, "xs": ["1", "2"]]
        XCTAssertEqual(try TemplateRenderer().render(text: text, name: "t", context: values), "a\n    b\nd\n1,2")
        TemplateRenderer.rendersTyped = false
        defer { TemplateRenderer.rendersTyped = true }
        XCTAssertEqual(try TemplateRenderer().render(text: text, name: "t", context: values), "a\n    b\nd\n1,2")
    }

    private static func kind(_ kind: Token.Kind) -> TypedTemplate.Token.Kind {
        switch kind {
        case .text: .text
        case .variable: .variable
        case .comment: .comment
        case .block: .block
        }
    }

    private static func scenarioFiles(style: Style, typed: Bool) throws -> [String: [String: String]] {
        TemplateRenderer.rendersTyped = typed
        TemplateRenderer.usesBuildTimeTokens = typed
        defer {
            TemplateRenderer.rendersTyped = true
            TemplateRenderer.usesBuildTimeTokens = true
        }
        let sample = try SampleProject.fullScenario(style: style)
        defer { sample.remove() }
        return Dictionary(uniqueKeysWithValues: sample.steps.map { ($0.name, $0.files) })
    }
}

/// Templates and contexts drawn from a fixed seed (SplitMix64), so a failure repeats.
private struct RandomTemplate {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    private mutating func pick<T>(_ options: [T]) -> T { options[int(options.count)] }

    private static let texts = ["a", " ", "  ", "\t", "\n", "\n\n", "\r\n", "  \n", "x  \n", "\n  ", "b c", "\u{2028}", " \u{0B}", "é"]
    private static let variables = [
        "flag", "other", "name", "empty", "missing", "count", "forloop.last", "forloop.first", "forloop.counter", "forloop.counter0",
        "forloop.length", "\"lit\"", "true", "item", "xs",
    ]
    private static let conditions = [
        "flag", "not flag", "flag and other", "flag or not other", "name == \"macro\"", "name != \"macro\"", "missing", "xs",
        "count", "empty", "forloop.first", "forloop.last", "flag == other", "not name == empty", "missing == nothing",
        "item == \"b\"", "flag and not other or name", "not not flag", "count == 2", "name == name",
    ]

    mutating func template() -> String {
        var text = ""
        for _ in 0..<(1 + int(6)) { text += piece(depth: 0) }
        return text
    }

    private mutating func piece(depth: Int) -> String {
        switch int(depth < 3 ? 10 : 6) {
        case 0, 1, 2: return pick(Self.texts) + pick(Self.texts)
        case 3: return "{{ \(pick(Self.variables)) }}"
        case 4: return "{# note #}"
        case 5: return pick(Self.texts) + "{{ \(pick(Self.variables)) }}" + pick(Self.texts)
        case 6, 7: return conditional(depth: depth)
        default: return loop(depth: depth)
        }
    }

    private mutating func tag(_ contents: String) -> String {
        // Now and then a trim marker, which the typed renderer leaves to Stencil.
        int(25) == 0 ? "{%- \(contents) %}" : "{% \(contents) %}"
    }

    private mutating func body(depth: Int) -> String {
        var text = pick(Self.texts)
        for _ in 0..<int(4) { text += piece(depth: depth + 1) }
        return text + pick(Self.texts)
    }

    private mutating func conditional(depth: Int) -> String {
        var text = tag("if \(pick(Self.conditions))") + body(depth: depth)
        for _ in 0..<int(3) { text += tag("elif \(pick(Self.conditions))") + body(depth: depth) }
        if int(2) == 0 { text += tag("else") + body(depth: depth) }
        return text + tag("endif")
    }

    private mutating func loop(depth: Int) -> String {
        tag("for item in \(pick(["xs", "missing", "empty", "flows"]))") + body(depth: depth) + tag("endfor")
    }

    mutating func context() -> [String: any Sendable] {
        var values: [String: any Sendable] = [
            "flag": int(2) == 0, "other": int(2) == 0, "name": pick(["macro", "", "Pay"]), "empty": "",
            "xs": Array(["a", "b", "c"].prefix(int(4))), "flows": [String](),
        ]
        if int(3) == 0 { values["count"] = int(3) }
        return values
    }
}
