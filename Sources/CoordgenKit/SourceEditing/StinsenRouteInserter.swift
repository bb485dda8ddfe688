import SwiftSyntax

/// Insertion-only edits of a Stinsen coordinator: a route property on the line after the class's last
/// `@Root`/`@Route` property (`@Route(.push) var detail = makeDetail`), and its make function after the
/// function a sibling route names, in the class or the extension that declares it. Every edit is
/// re-parsed and checked.
enum StinsenRouteInserter {
    /// `source` with `declaration` (one line) after `className`'s last route property.
    static func addingRoute(_ declaration: String, named name: String, toClass className: String, in source: String) throws -> String {
        try StatementInserter.addingProperty(declaration, named: name, toClass: className, after: isRoute, in: source)
    }

    /// `source` with `function` (4-space snippet) after the function `sibling` of `typeName` (in the class
    /// or an extension of it), one blank line between them; as the class's last member where the file
    /// declares no such function.
    static func addingFunction(_ function: String, named name: String, after sibling: String?, ofType typeName: String, in source: String) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let anchors = SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: parsed.tree) { function in
            function.name.text == sibling && owner(of: function) == typeName
        }
        guard let anchor = anchors.last else {
            return try TypeMemberInserter.addingMethod(function, named: name, toType: typeName, kind: .class, in: source)
        }
        if !SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: parsed.tree, where: { $0.name.text == name && owner(of: $0) == typeName }).isEmpty {
            throw SourceEditError.duplicateFunction(typeName: typeName, functionName: name)
        }
        let eol = parsed.lineEnding
        let indent = parsed.indentation(ofLineAt: anchor.positionAfterSkippingLeadingTrivia.utf8Offset)
        let text = SnippetIndenter.reindent(function, base: indent, unit: parsed.guessedIndentUnit(), lineEnding: eol)
        let edited = parsed.applying(.insert(eol + eol + text, at: anchor.endPositionBeforeTrailingTrivia.utf8Offset))
        let reparsed = try ParsedSwiftSource(edited)
        guard SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: reparsed.tree, where: { $0.name.text == name && owner(of: $0) == typeName }).count == 1
        else { throw SourceEditError.verificationFailed("\(typeName) did not gain \(name)()") }
        return edited
    }

    /// Whether a binding belongs to a `@Root` or `@Route` property.
    private static func isRoute(_ binding: PatternBindingSyntax) -> Bool {
        guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return variable.attributes.contains { element in
            let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            return name == "Root" || name == "Route"
        }
    }

    /// The name of the class or extended type a function is a member of.
    private static func owner(of function: FunctionDeclSyntax) -> String? {
        var node = function.parent
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) { return SourceEditNames.unescaped(type.name) }
            if let type = current.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            node = current.parent
        }
        return nil
    }
}
