import SwiftSyntax

/// The merged declarations of the app that the graph builder and the rules look things up in.
struct AppFacts: Sendable {
    let files: [SourceFile]
    let types: [String: AnalyzedType]
    let hierarchy: TypeHierarchy
    let conventions: AnalysisConventions
    /// Function name → what every function of that name in the app's types declares it returns.
    let functionReturnTypes: [String: [FunctionReturn]]
    /// Function name → the types the bodies of the functions of that name construct and return
    /// (`AuthCoordinator(…)` in a factory method declared to return `Coordinator & AuthCoordinatorOutput`).
    let functionReturnedConstructions: [String: Set<String>]

    init(
        files: [SourceFile], types: [String: AnalyzedType], constructedNames: ConstructedNames, functionReturns: [FunctionReturn],
        conventions: AnalysisConventions
    ) {
        self.files = files
        self.types = types
        self.conventions = conventions
        hierarchy = TypeHierarchy(types: types, constructedNames: constructedNames, conventions: conventions)
        var returns: [String: [FunctionReturn]] = [:]
        var constructions: [String: Set<String>] = [:]
        for function in functionReturns {
            returns[function.name, default: []].append(function)
            constructions[function.name, default: []].formUnion(function.constructions)
        }
        functionReturnTypes = returns
        functionReturnedConstructions = constructions
    }

    /// Where a type is declared.
    func location(of type: AnalyzedType) -> CoordinatorGraph.Location {
        let declaration = type.primary ?? type.extensions[0]
        return CoordinatorGraph.Location(file: declaration.file.path, line: declaration.line)
    }
}
