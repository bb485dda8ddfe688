import Foundation

/// Adds a method such as `openReservationCoordinator()` or `pushToDetails()` to an existing coordinator:
/// the requirement to `<Name>CoordinatorProtocol` and the implementation to `<Name>Coordinator`.
struct CoordinatorMethodWriter {
    /// The coordinator that gets the method.
    let parent: FlowName

    var protocolName: String { "\(parent.typeStem)CoordinatorProtocol" }
    var className: String { "\(parent.typeStem)Coordinator" }

    /// Plans the edits in `sources`. `snippet` is the method with its doc comment and body; the
    /// protocol requirement is derived from it. Returns the file that holds the class.
    @discardableResult
    func add(method: String, snippet: String, in sources: inout ProjectSources) throws -> URL {
        let project = sources.project
        let conventional = project.url(for: project.config.paths.coordinators).appendingPathComponent("\(className).swift")
        guard let classFile = try file(declaring: className, kind: .class, preferring: conventional, in: &sources) else {
            throw GeneratorError.typeNotFound(
                name: "class \(className)",
                hint: "create it with `coordgen new coordinator \(parent.typeStem)`, or check the spelling"
            )
        }
        let protocolFile = try file(declaring: protocolName, kind: .protocol, preferring: classFile, in: &sources)
        let methodName = String(method.prefix(while: { $0 != "(" }))

        if let protocolFile {
            try sources.edit(protocolFile, action: "added \(method)", target: protocolName) {
                try TypeMemberInserter.addingMethod(snippet, named: methodName, toType: protocolName, kind: .protocol, in: $0)
            }
        }
        try sources.edit(classFile, action: "added \(method)", target: className) {
            try TypeMemberInserter.addingMethod(snippet, named: methodName, toType: className, kind: .class, in: $0)
        }
        return classFile
    }

    /// The first file that declares `name`, trying `preferred` first.
    private func file(declaring name: String, kind: TypeMemberInserter.TypeKind, preferring preferred: URL,
                      in sources: inout ProjectSources) throws -> URL? {
        for candidate in sources.swiftFiles(containing: name, preferring: [preferred]) {
            if let text = try? sources.text(of: candidate), TypeMemberInserter.declaresType(named: name, kind: kind, in: text) {
                return candidate
            }
        }
        return nil
    }
}
