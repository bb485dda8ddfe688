import SwiftSyntax

/// The merged declarations of the app that the graph builder and the rules look things up in.
struct AppFacts: Sendable {
    let files: [SourceFile]
    let types: [String: AnalyzedType]
    let hierarchy: TypeHierarchy
    let conventions: AnalysisConventions
    /// Function name → the declared return types of every function of that name in the app's types.
    let functionReturnTypes: [String: [TypeSyntax]]

    init(files: [SourceFile], types: [String: AnalyzedType], constructedNames: Set<String>, conventions: AnalysisConventions) {
        self.files = files
        self.types = types
        self.conventions = conventions
        hierarchy = TypeHierarchy(types: types, constructedNames: constructedNames, conventions: conventions)
        var returns: [String: [TypeSyntax]] = [:]
        for type in types.values {
            for (function, _) in type.functions {
                if let returned = function.signature.returnClause?.type {
                    returns[function.name.text, default: []].append(returned)
                }
            }
        }
        functionReturnTypes = returns
    }

    /// Where a type is declared.
    func location(of type: AnalyzedType) -> CoordinatorGraph.Location {
        let declaration = type.primary ?? type.extensions[0]
        return CoordinatorGraph.Location(file: declaration.file.path, line: declaration.line)
    }
}
