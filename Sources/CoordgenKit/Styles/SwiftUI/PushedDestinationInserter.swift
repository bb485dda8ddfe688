import SwiftSyntax

/// Adds `.navigationDestination(for: ZebraCoordinator.self) { coordinator in coordinator.view() }` to the
/// view that maps the app's pushed coordinators (``PushedCoordinatorsShape``), right after the outermost
/// of its modifiers mapping one, on a line of its own and indented like it, so every existing byte stays.
enum PushedDestinationInserter {
    /// The modifier mapping `className` to its view through `builder`, in four-space indentation.
    static func modifier(for className: String, builder: String) -> String {
        ".navigationDestination(for: \(className).self) { coordinator in\n    coordinator.\(builder)()\n}"
    }

    /// `source` with the modifier for `className` added in `viewName` after its last modifier mapping a
    /// coordinator; throws where the view maps none.
    static func adding(_ className: String, builder: String, toView viewName: String, in source: String) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let view = try SwiftDeclarationLookup.single(StructDeclSyntax.self, kind: "struct", name: viewName, in: parsed.tree) {
            $0.name.text == viewName
        }
        let calls = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: view) { PushedCoordinatorsReader.mappedClass(of: $0) != nil }
        if calls.contains(where: { PushedCoordinatorsReader.mappedClass(of: $0)?.0 == className }) {
            throw SourceEditError.invalidSnippet("\(viewName) already maps \(className) with .navigationDestination(for:)")
        }
        // The outermost, last: the one no other of them contains, applied after the others.
        guard
            let last = calls.last(where: { call in
                !calls.contains { other in other.id != call.id && other.position <= call.position && other.endPosition >= call.endPosition }
            }),
            let period = last.calledExpression.as(MemberAccessExprSyntax.self)?.period
        else {
            throw SourceEditError.invalidSnippet("\(viewName) has no .navigationDestination(for:) mapping a coordinator to add one after")
        }
        let indent = parsed.indentation(ofLineAt: period.positionAfterSkippingLeadingTrivia.utf8Offset)
        let unit = parsed.guessedIndentUnit()
        let text = SnippetIndenter.reindent(modifier(for: className, builder: builder), base: indent, unit: unit, lineEnding: parsed.lineEnding)
        let edited = parsed.applying(.insert(parsed.lineEnding + text, at: last.endPositionBeforeTrailingTrivia.utf8Offset))
        do {
            _ = try ParsedSwiftSource(edited)
        } catch {
            throw SourceEditError.verificationFailed("the modifier does not parse after \(viewName)'s destinations: \(error)")
        }
        return edited
    }
}
