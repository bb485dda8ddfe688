import SwiftSyntax

/// Insertion-only edits inside a class that method inserters do not make: a stored property after the
/// ones like it (`@Published var reservation: ReservationCoordinator?` after `@Published var profile`),
/// and a statement at the end of a method's body (`reservation = nil` in `childDidFinish()`).
enum StatementInserter {
    /// Returns `source` with `declaration` (one line) added to class `className` after its last stored
    /// property that `isNeighbour`, else after its last stored property, else as its last member.
    static func addingProperty(
        _ declaration: String, named name: String, toClass className: String, after isNeighbour: (PatternBindingSyntax) -> Bool,
        in source: String
    ) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        if TypeMemberLookup.propertyNames(in: type).contains(name) {
            throw SourceEditError.invalidSnippet("\(className) already has a property named \(name)")
        }
        let members = TypeMemberLookup.memberBlock(of: type)?.members ?? []
        let stored = Array(members).filter { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.allSatisfy { $0.accessorBlock == nil }
        }
        let named = stored.filter { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains(where: isNeighbour) ?? false
        }
        guard let anchor = named.last ?? stored.last else {
            let edited = parsed.applying(MemberPlacement.appending(declaration, to: type, in: parsed))
            try verify(edited, className: className) { TypeMemberLookup.propertyNames(in: $0).contains(name) }
            return edited
        }
        let offset = endOfLineAfterBlanks(from: anchor.endPositionBeforeTrailingTrivia.utf8Offset, in: parsed.bytes)
        let indent = parsed.indentation(ofLineAt: anchor.positionAfterSkippingLeadingTrivia.utf8Offset)
        let edited = parsed.applying(.insert(parsed.lineEnding + indent + declaration, at: offset))
        try verify(edited, className: className) { TypeMemberLookup.propertyNames(in: $0).contains(name) }
        return edited
    }

    /// Returns `source` with `statement` (one line) as the last statement of `function`'s body in
    /// class `className`, indented like the body's statements.
    static func appendingStatement(
        _ statement: String, toFunction function: String, inClass className: String, in source: String
    )
        throws -> String
    {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        let functions = (TypeMemberLookup.memberBlock(of: type)?.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .filter { $0.name.text == function && $0.signature.parameterClause.parameters.isEmpty }
        guard functions.count == 1, let body = functions.first?.body else {
            throw SourceEditError.invalidSnippet("\(className) has \(functions.count) methods \(function)() with a body")
        }
        let unit = parsed.guessedIndentUnit()
        let indent =
            body.statements.last.map { parsed.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
            ?? parsed.indentation(ofLineAt: body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset) + unit
        let edited: String
        if let last = body.statements.last {
            edited = parsed.applying(.insert(parsed.lineEnding + indent + statement, at: last.endPositionBeforeTrailingTrivia.utf8Offset))
        } else {
            let brace = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            let braceIndent = parsed.indentation(ofLineAt: brace)
            edited =
                parsed.isFirstOnLine(brace)
                ? parsed.applying(.insert(indent + statement + parsed.lineEnding, at: parsed.lineStart(of: brace)))
                : parsed.applying(
                    SourceTextEdit(
                        range: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset..<brace,
                        replacement: parsed.lineEnding + indent + statement + parsed.lineEnding + braceIndent))
        }
        try verify(edited, className: className) { _ in true }
        return edited
    }

    /// The end of the line at `offset` where only spaces or tabs follow it there (a line's trailing
    /// blanks stay on that line, so the insertion adds lines and changes none), else `offset`.
    static func endOfLineAfterBlanks(from offset: Int, in bytes: [UInt8]) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        guard end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r") else { return offset }
        return end
    }

    /// Re-parses the edit and checks the class still exists once and `holds`.
    private static func verify(_ edited: String, className: String, holds: (DeclSyntax) -> Bool) throws {
        do {
            let reparsed = try ParsedSwiftSource(edited)
            let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: reparsed.tree)
            guard holds(type) else { throw SourceEditError.verificationFailed("\(className) did not get the new member") }
        } catch let error as SourceEditError {
            if case .verificationFailed = error { throw error }
            throw SourceEditError.verificationFailed("\(error)")
        }
    }
}
