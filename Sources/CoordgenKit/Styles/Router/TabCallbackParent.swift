import SwiftParser
import SwiftSyntax

/// A router-family parent that holds no router and runs its flows from callbacks it hands its tab bar:
/// each of its methods returns a closure taking the navigation controller of the tab chosen
/// (`func runPostsFlow() -> ((UINavigationController) -> Void)`), which it sets on the tab bar's view
/// (`tabBarView.onPostsFlowSelect = runPostsFlow()`). Which tabs there are, and which callback each one
/// calls, the app lays out outside the coordinators (its tab bar controller, often a storyboard), where
/// coordgen cannot add one. Where ``ParentWithoutRouter`` cannot write a run method either (the app's
/// shape records no coordinator factory the parent holds, or no router made from a navigation
/// controller), `new coordinator --parent` is refused in one line that says so and names the `--like`
/// that makes the flow like one of the tabs' flows, to be given a tab by hand.
enum TabCallbackParent {
    /// `tabBarView.onPostsFlowSelect = runPostsFlow()`, the first such assignment in `parent`'s class.
    static func callback(inClass parent: String, of text: String) -> String? {
        let finder = Finder(parent: parent)
        finder.walk(Parser.parse(source: text))
        return finder.assignments.first { finder.callbackMethods.contains($0.method) }?.text
    }

    /// The refusal for `flow` under `parent`, whose callback is `callback`; `example` is the flow `--like` copies.
    static func refusal(parent: String, flow: String, callback: String, router: String, example: String?) -> String {
        "\(parent) holds no `\(router)`: it runs its flows from callbacks its tab bar calls with the navigation controller of the tab chosen (`\(callback)`), and the tabs are laid out outside the coordinators (the tab bar controller, its storyboard), where coordgen cannot add one; make the flow like an existing one with `coordgen new coordinator \(flow) --like \(example ?? "<Flow>")` and give it a tab yourself"
    }

    /// Whether a return type is a closure taking one navigation controller and returning nothing.
    static func isNavigationCallback(_ type: String) -> Bool {
        var text = type.filter { !$0.isWhitespace }
        if text.hasSuffix("?") { text.removeLast() }
        while text.hasPrefix("(("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return text == "(UINavigationController)->Void" || text == "(UINavigationController)->()"
    }

    private final class Finder: SyntaxVisitor {
        let parent: String
        var callbackMethods: Set<String> = []
        var assignments: [(method: String, text: String)] = []

        init(parent: String) {
            self.parent = parent
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            node.name.text == parent ? .visitChildren : .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let returned = node.signature.returnClause?.type.trimmedDescription, TabCallbackParent.isNavigationCallback(returned) {
                callbackMethods.insert(node.name.text)
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[0].is(MemberAccessExprSyntax.self), elements[1].is(AssignmentExprSyntax.self),
                let call = elements[2].as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let method = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return .visitChildren }
            assignments.append((method, node.trimmedDescription))
            return .visitChildren
        }
    }
}
