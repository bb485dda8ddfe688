import SwiftParser
import SwiftSyntax

/// The storyboard scenes a copied file still makes its screens from (`instantiateViewController(
/// withIdentifier: "ProfileViewController") as! ZebraViewController`): the scene is the example's, so
/// the copy's cast fails at run time until a scene of its own is added. Found to be said, not changed:
/// coordgen does not edit storyboards.
struct ExampleStoryboardScenes {
    /// The scene identifiers (or "the initial scene") the text instantiates.
    let scenes: [String]

    init(in text: String) {
        let finder = Finder()
        finder.walk(Parser.parse(source: text))
        scenes = finder.scenes
    }

    /// The note for the copy at `path`, or nil when it makes no screen from a storyboard.
    func note(for path: String, flow: String) -> String? {
        guard !scenes.isEmpty else { return nil }
        return
            "\(path) makes its screen from the storyboard scene \(scenes.joined(separator: ", ")), which shows \(flow)'s screen: until a scene of its own (its class and identifier) is added to a storyboard, the cast to the copy fails at run time"
    }

    private final class Finder: SyntaxVisitor {
        var scenes: [String] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            switch member.declName.baseName.text {
            case "instantiateViewController":
                let identifier = node.arguments.first { $0.label?.text == "withIdentifier" }?.expression.as(StringLiteralExprSyntax.self)
                scenes.append(identifier.map { "\"\($0.segments.trimmedDescription)\"" } ?? node.arguments.trimmedDescription)
            case "instantiateInitialViewController":
                scenes.append("the initial scene")
            default: break
            }
            return .visitChildren
        }
    }
}
