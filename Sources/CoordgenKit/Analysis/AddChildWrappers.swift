import SwiftSyntax

/// Methods a base class or the protocol's extension declares that keep a child through one of the app's
/// add methods and start it (`func startChild(_ child: Coordinator, onPresent: …) { addChild(child);
/// child.start { … } }`): a call to one is a parent keeping and starting its child, so `tree` draws the
/// edge and `new coordinator --parent` finds the flows that parent starts.
enum AddChildWrappers {
    /// The names of such methods among the members of `types` (the base classes and extensions of the
    /// coordinator protocol), given the add methods already known.
    static func names(in types: [TypeDeclaration], adding addMethods: Set<String>) -> Set<String> {
        // Each file's tree held while its types are read: a file declaring two of them (the protocol's
        // extensions side by side) is parsed again once, not once per type, where it was released.
        let files = types.map(\.file)
        for file in files { file.holdTree() }
        defer { for file in files { file.letGoOfTree() } }
        var found: Set<String> = []
        for member in types.flatMap({ $0.members.map(Array.init) ?? [] }) {
            guard let function = member.decl.as(FunctionDeclSyntax.self), !addMethods.contains(function.name.text),
                let first = function.signature.parameterClause.parameters.first, first.firstName.tokenKind == .wildcard,
                let body = function.body
            else { continue }
            let child = (first.secondName ?? first.firstName).text
            if keepsAndStarts(child, in: body, addMethods: addMethods) { found.insert(function.name.text) }
        }
        return found
    }

    /// Whether `body` calls an add method with `child` alone and then calls `child.start…`.
    private static func keepsAndStarts(_ child: String, in body: CodeBlockSyntax, addMethods: Set<String>) -> Bool {
        final class Finder: SyntaxVisitor {
            let child: String
            let addMethods: Set<String>
            var adds = false
            var starts = false
            init(child: String, addMethods: Set<String>) {
                self.child = child
                self.addMethods = addMethods
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let argument = node.arguments.count == 1 ? node.arguments.first?.expression.trimmedDescription : nil
                if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, addMethods.contains(name),
                    argument == child
                {
                    adds = true
                }
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == child,
                    member.declName.baseName.text.hasPrefix("start")
                {
                    starts = true
                }
                return .visitChildren
            }
        }
        let finder = Finder(child: child, addMethods: addMethods)
        finder.walk(body)
        return finder.adds && finder.starts
    }
}
