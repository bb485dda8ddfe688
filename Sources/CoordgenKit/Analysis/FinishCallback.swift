import SwiftSyntax

/// The places where a parent hears that a child finished: finish-callback methods
/// (`coordinatorDidFinish(childCoordinator:)`) and closures assigned to a child's finish property
/// (`child.onFinish = { … }`).
struct FinishCallback {
    /// The method or closure.
    let node: Syntax
    let file: SourceFile
    /// For the message: `coordinatorDidFinish` or `onFinish`.
    let name: String

    static func all(in app: AnalyzedApp) -> [FinishCallback] {
        app.sortedTypes.flatMap { of($0, facts: app.facts) }
    }

    /// The finish callbacks declared by `type` and the finish closures its members assign.
    static func of(_ type: AnalyzedType, facts: AppFacts) -> [FinishCallback] {
        var callbacks: [FinishCallback] = []
        let conventions = facts.conventions
        let closureNames = conventions.finishClosureProperties
        // Only the declarations whose summary names a finish callback among their functions, or a
        // finish property their members assign a closure to, are read again.
        let declaresCallback = { (declaration: TypeDeclaration) in declaration.functionNames.contains(where: conventions.isFinishCallback) }
        let assignsFinishClosure = { (declaration: TypeDeclaration) in mayAssignFinishClosure(declaration, closureNames: closureNames) }
        for (member, file) in type.members(ofDeclarations: declaresCallback) {
            guard let function = member.as(FunctionDeclSyntax.self), conventions.isFinishCallback(function.name.text) else { continue }
            callbacks.append(FinishCallback(node: Syntax(function), file: file, name: function.name.text))
        }
        for (member, file) in type.members(ofDeclarations: assignsFinishClosure) {
            for closure in finishClosures(in: member, conventions: conventions) {
                callbacks.append(FinishCallback(node: Syntax(closure.closure), file: file, name: closure.property))
            }
        }
        return callbacks
    }

    /// Whether `declaration`'s members may assign a closure to one of `closureNames` (the conventions'
    /// finish properties): its summary says so, or, where bodies were not summarised, its file names
    /// one. A declaration this says no of holds no ``finishClosures(in:conventions:)``.
    /// Where the summary left bodies unread, it answers only for the names it read them for.
    static func mayAssignFinishClosure(_ declaration: TypeDeclaration, closureNames: Set<String>) -> Bool {
        guard let assigned = declaration.closureAssignedNames, declaration.closureAssignedNamesCover.map(closureNames.isSubset) ?? true
        else { return declaration.file.mentions(anyOf: closureNames) }
        return !assigned.isDisjoint(with: closureNames)
    }

    /// Closures assigned to a finish property (`x.onFinish = { … }`) under `root`.
    static func finishClosures(
        in root: some SyntaxProtocol, conventions: AnalysisConventions
    ) -> [(
        closure: ClosureExprSyntax, property: String
    )] {
        finishClosures(among: SyntaxSearch.sequences(in: root), conventions: conventions)
    }

    /// The closures of ``finishClosures(in:conventions:)`` among `sequences`, the operator sequences
    /// under a node (``SyntaxSearch/sequences(in:)``), for a caller that found them already.
    static func finishClosures(
        among sequences: [SequenceExprSyntax], conventions: AnalysisConventions
    ) -> [(
        closure: ClosureExprSyntax, property: String
    )] {
        sequences.compactMap { sequence in
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let property = SyntaxNames.lastName(elements[0]), conventions.finishClosureProperties.contains(property),
                let closure = elements[2].as(ClosureExprSyntax.self)
            else { return nil }
            return (closure, property)
        }
    }
}
