/// The comment lines and string literals coordgen writes about a flow: every template of the app's
/// style (its own templates folder first) rendered for the flow's name, pushed and presented, with and
/// without its first screen. A rename rewrites a comment or string that is among them — coordgen wrote
/// it, so it follows the new name — and keeps one that is not, which the user wrote, listing it in a note.
struct GeneratedFlowText: Sendable {
    /// Comment lines, trimmed (`/// Runs the Reservation flow on its parent's navigation stack.`).
    let commentLines: Set<String>
    /// The contents of string literals (`Reservation` of `title = "Reservation"`).
    let strings: Set<String>

    /// What the templates write about `flow`, and with `shown` (the screens and child flows it shows,
    /// by name) the comment lines they write about `className` in those screens and flows.
    init(files: SourceFileRenderer, flow: FlowName, className: String, parentClass: String?, shown: [ShownName] = []) {
        var comments: Set<String> = []
        var strings: Set<String> = []
        for presentsModally in [false, true] {
            for includesScreen in [true, false] {
                var subject = RenderContext.Subject(flow, presentsModally: presentsModally)
                subject.includesScreen = includesScreen
                subject.className = className
                subject.parentClass = parentClass
                Self.addLines(of: subject, files: files, comments: &comments, strings: &strings)
                for name in shown {
                    var other = RenderContext.Subject(name.name, presentsModally: presentsModally)
                    other.includesScreen = includesScreen
                    other.className = name.flowClass
                    other.parentClass = className
                    other.screenCoordinator = className
                    var ignoredStrings: Set<String> = []
                    Self.addLines(of: other, files: files, comments: &comments, strings: &ignoredStrings)
                }
            }
        }
        let family = files.app.shape.protocol.family
        comments.formUnion(family.generatedCommentLines(ofFlow: flow, className: className, parentClass: parentClass, shown: shown))
        commentLines = comments
        self.strings = strings
    }

    /// The comment lines and string literals every template of the style writes for `subject`.
    private static func addLines(
        of subject: RenderContext.Subject, files: SourceFileRenderer, comments: inout Set<String>, strings: inout Set<String>
    ) {
        for role in files.style.roles {
            guard let text = try? files.renderSnippet(role, subject: subject) else { continue }
            for line in text.split(separator: "\n") {
                let trimmed = String(line).trimmingWhitespace()
                if trimmed.hasPrefix("//") { comments.insert(String(trimmed)) }
                strings.formUnion(Self.stringLiterals(in: trimmed))
            }
        }
    }

    init(commentLines: Set<String>, strings: Set<String>) {
        self.commentLines = commentLines
        self.strings = strings
    }

    /// The contents of the one-line string literals of a line of rendered template text.
    private static func stringLiterals(in line: some StringProtocol) -> [String] {
        var literals: [String] = []
        var current: String?
        var escaped = false
        for character in line {
            if var literal = current {
                if escaped {
                    literal.append(character)
                    escaped = false
                    current = literal
                } else if character == "\\" {
                    literal.append(character)
                    escaped = true
                    current = literal
                } else if character == "\"" {
                    literals.append(literal)
                    current = nil
                } else {
                    literal.append(character)
                    current = literal
                }
            } else if character == "\"" {
                current = ""
            }
        }
        return literals
    }
}
