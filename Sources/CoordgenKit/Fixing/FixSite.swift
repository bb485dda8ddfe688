import SwiftSyntax

/// Finds, for a fix, the code a finding points at and the names around it.
enum FixSite {
    /// The nodes of type `T` that start on `line` of `file`, outermost first.
    static func nodes<T: SyntaxProtocol>(_ type: T.Type, onLine line: Int, in file: SourceFile) -> [T] {
        var found: [T] = []
        func walk(_ node: Syntax) {
            let start = file.line(of: node)
            let end = file.lines.line(at: node.endPositionBeforeTrailingTrivia.utf8Offset)
            guard start <= line, line <= end else { return }
            if start == line, let match = node.as(T.self) { found.append(match) }
            for child in node.children(viewMode: .sourceAccurate) { walk(child) }
        }
        walk(Syntax(file.tree))
        return found
    }

    /// The name under which the finished child reaches the code at `node`: the first parameter of the
    /// finish callback method around it (`childCoordinator` in `coordinatorDidFinish(childCoordinator:)`),
    /// or, in a finish closure (`child.onFinish = { [weak child] in … }`), the child it captures weakly.
    static func finishedChild(around node: some SyntaxProtocol, app: AnalyzedApp) -> Result<String, FixRefusal> {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self), let child = StrongFinishDelegateRule.ownChild(of: closure) {
                let captures = closure.signature?.capture?.items.map { ($0.specifier?.specifier.text, $0.name.text) } ?? []
                guard captures.contains(where: { $0.1 == child && ($0.0 == "weak" || $0.0 == "unowned") }) else {
                    return .failure(
                        FixRefusal(
                            "the finish closure does not capture `\(child)` weakly, and naming it there would make the child keep itself alive; write { [weak \(child)] in … } first"
                        ))
                }
                return .success(child)
            }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                guard app.conventions.isFinishCallback(function.name.text),
                    let parameter = function.signature.parameterClause.parameters.first
                else {
                    return .failure(
                        FixRefusal("`\(function.name.text)` is not a finish callback, so which child finished is not known there"))
                }
                let name = (parameter.secondName ?? parameter.firstName).text
                guard name != "_" else { return .failure(FixRefusal("`\(function.name.text)` does not name the child that finished")) }
                return .success(name)
            }
            current = syntax.parent
        }
        return .failure(FixRefusal("no finish callback around it says which child finished"))
    }

    /// Whether the app's children can be compared by identity (`===` needs class instances): the
    /// element type of the children property, wherever the app declares it, is a class or a class-bound
    /// protocol. Nil when it can, otherwise why not.
    static func identityRefusal(_ app: AnalyzedApp) -> FixRefusal? {
        let removal = ChildRemoval(app: app)
        for type in app.sortedTypes {
            for (property, _) in type.properties {
                for (name, binding) in SyntaxNames.boundNames(property) where name == app.conventions.childrenProperty {
                    guard let annotation = binding.typeAnnotation?.type, let element = SyntaxNames.arrayElementName(annotation) else {
                        continue
                    }
                    if removal.isClassBound(element) { return nil }
                    return FixRefusal(
                        "\(element) is not class-bound, so children cannot be compared by identity (===); declare it `protocol \(element): AnyObject` first"
                    )
                }
            }
        }
        return FixRefusal(
            "the type of \(app.conventions.childrenProperty) was not found, so comparing children by identity (===) may not compile")
    }
}

/// Why a fix cannot be made safely, in one line.
struct FixRefusal: Error {
    let why: String

    init(_ why: String) {
        self.why = why
    }
}
