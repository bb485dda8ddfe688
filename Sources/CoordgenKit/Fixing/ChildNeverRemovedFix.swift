import SwiftSyntax

/// `child-never-removed` → the removal in the finish handler: when the coordinator that adds children
/// already implements a finish callback (`coordinatorDidFinish(childCoordinator:)`, in the same file)
/// that does not remove the child, `childCoordinators.removeAll { $0 === childCoordinator }` becomes
/// its first statement. Without such a callback, where the child ends is not known: no automatic fix.
struct ChildNeverRemovedFix: DoctorFix {
    let ruleID = "child-never-removed"

    func repair(_ finding: Finding, in file: SourceFile, app: AnalyzedApp) -> DoctorRepair {
        if let refusal = FixSite.identityRefusal(app) { return .manual(refusal.why) }
        guard let call = FixSite.nodes(FunctionCallExprSyntax.self, onLine: finding.line, in: file).first,
            let typeName = Self.enclosingTypeName(of: call), let type = app.facts.types[typeName]
        else { return .manual("the code changed since it was read") }
        let callbacks = type.functions.filter { app.conventions.isFinishCallback($0.decl.name.text) && $0.decl.body != nil }
        guard let callback = callbacks.first else {
            return .manual(
                "\(typeName) has no finish callback to remove the child in; remove it when it finishes (its finish closure or delegate callback)"
            )
        }
        guard callback.file.path == file.path, let body = callback.decl.body else {
            return .manual("\(typeName)'s finish callback `\(callback.decl.name.text)` is in \(callback.file.path); add the removal there")
        }
        guard let parameter = callback.decl.signature.parameterClause.parameters.first,
            (parameter.secondName ?? parameter.firstName).text != "_"
        else {
            return .manual("`\(callback.decl.name.text)` does not name the child that finished")
        }
        let child = (parameter.secondName ?? parameter.firstName).text
        let statement = "\(app.conventions.childrenProperty).removeAll { $0 === \(child) }"
        let parsed = try? ParsedSwiftSource(file.text)
        func indentation(_ offset: Int) -> String { parsed?.indentation(ofLineAt: offset) ?? "" }
        let edit: SourceTextEdit
        if let first = body.statements.first {
            let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
            edit = SourceTextEdit.insert(statement + "\n" + indentation(offset), at: offset)
        } else {
            let braceIndent = indentation(body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
            let step = braceIndent.hasPrefix("\t") ? "\t" : "    "
            edit = SourceTextEdit(
                range: body.leftBrace.endPositionBeforeTrailingTrivia
                    .utf8Offset..<body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
                replacement: "\n" + braceIndent + step + statement + "\n" + braceIndent)
        }
        return .edits([edit], summary: "\(callback.decl.name.text) removes the child: \(statement)")
    }

    /// The class, struct or extended type whose member holds `node`.
    private static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.asProtocol(NamedDeclSyntax.self),
                syntax.is(ClassDeclSyntax.self) || syntax.is(StructDeclSyntax.self)
            {
                return declaration.name.text
            }
            if let extended = syntax.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
            current = syntax.parent
        }
        return nil
    }
}
