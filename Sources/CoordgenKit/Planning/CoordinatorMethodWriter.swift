import Foundation

/// Adds a method to a protocol and the class that implements it, wherever in the project they are
/// declared: `openReservationCoordinator()` to `AppCoordinatorProtocol` and `AppCoordinator`,
/// `pushToDetails()` to a coordinator, `makeDetailsViewController()` to a factory.
struct CoordinatorMethodWriter {
    /// The protocol that gets the requirement; when the project has no such protocol, only the class
    /// is edited.
    let protocolName: String?
    let className: String
    /// Where the class is expected to live; searched first.
    let conventionalFile: URL
    /// What to tell the user when the class does not exist.
    let missingClassHint: String

    /// The writer for a coordinator found through the app's naming scheme; its class is looked for
    /// first where the layout puts the coordinators of its flow.
    init(resolution: CoordinatorNameResolver.Resolution, in project: Project) {
        protocolName = resolution.protocolName
        className = resolution.className
        conventionalFile = project.url(for: project.config.folder(for: .coordinator, flow: resolution.flow))
            .appendingPathComponent("\(resolution.className).swift")
        missingClassHint = "create it with `coordgen new coordinator \(resolution.flow)`, or check the spelling"
    }

    init(protocolName: String?, className: String, conventionalFile: URL, missingClassHint: String) {
        self.protocolName = protocolName
        self.className = className
        self.conventionalFile = conventionalFile
        self.missingClassHint = missingClassHint
    }

    /// Plans the edits in `sources`. `snippet` is the method with its doc comment and body; the
    /// protocol requirement is derived from it. Returns the file that holds the class.
    @discardableResult
    func add(method: String, snippet: String, in sources: inout ProjectSources) throws -> URL {
        guard let classFile = try file(declaring: className, kind: .class, preferring: conventionalFile, in: &sources) else {
            throw GeneratorError.typeNotFound(name: "class \(className)", hint: missingClassHint)
        }
        let protocolFile = try protocolName.flatMap { try file(declaring: $0, kind: .protocol, preferring: classFile, in: &sources) }
        let methodName = String(method.prefix(while: { $0 != "(" }))

        var classSnippet = snippet
        if let protocolFile, let protocolName {
            try sources.edit(protocolFile, action: "added \(method)", target: protocolName) {
                try TypeMemberInserter.addingMethod(snippet, named: methodName, toType: protocolName, kind: .protocol, in: $0)
            }
            // A public protocol's requirement is met by a public method only.
            if try PublicTypeLookup.isPublic(protocolName, kind: .protocol, in: try sources.text(of: protocolFile)) {
                classSnippet = try FunctionSnippet(snippet).leadingModifier(.public)
            }
        }
        try sources.edit(classFile, action: "added \(method)", target: className) {
            try TypeMemberInserter.addingMethod(classSnippet, named: methodName, toType: className, kind: .class, in: $0)
        }
        return classFile
    }

    /// The file that declares the class, if any.
    func classFile(in sources: inout ProjectSources) throws -> URL? {
        try file(declaring: className, kind: .class, preferring: conventionalFile, in: &sources)
    }

    /// The first file that declares `name`, trying `preferred` first; a file of a test target (a mock
    /// that redeclares the class) only when no file of the app declares it.
    private func file(
        declaring name: String, kind: TypeMemberInserter.TypeKind, preferring preferred: URL,
        in sources: inout ProjectSources
    ) throws -> URL? {
        let scope = ModuleScope(project: sources.project)
        var inTests: URL?
        for candidate in sources.swiftFiles(containing: name, preferring: [preferred]) {
            guard let text = try? sources.text(of: candidate), TypeMemberInserter.declaresType(named: name, kind: kind, in: text) else {
                continue
            }
            let path = sources.project.sources.relativePath(of: candidate) ?? candidate.lastPathComponent
            guard scope.isTest(path) else { return candidate }
            if inTests == nil { inTests = candidate }
        }
        return inTests
    }
}
