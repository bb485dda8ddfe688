/// What a new flow's files say because of the module it goes into, decided before anything renders, so
/// the templates write it the first time: the access level of the flow's API (`public` where its parent
/// is in another module), the project modules its coordinator imports (those its parent imports that its
/// own module can use: it is written in the parent's terms), the module its test imports `@testable`
/// (a framework module's), and the import the parent's file gets to see the flow.
struct FlowModuleVisibility: Sendable {
    var access: AccessLevel = .internal
    var imports: [String] = []
    var testedModule: String?
    /// The module the flow's files are compiled into: they import everything but it.
    var ownModule: String?
    /// The parent's file, relative to the project root, and the module it imports.
    var parentImport: ParentImport?

    struct ParentImport: Sendable {
        let file: String
        let module: String
    }

    /// `subject` as the flow's templates see it in its module.
    func applied(to subject: RenderContext.Subject) -> RenderContext.Subject {
        var subject = subject
        subject.access = access
        subject.moduleImports = imports.filter { $0 != ownModule }
        subject.ownModule = ownModule
        subject.testedModules = testedModule.map { [$0] } ?? []
        return subject
    }
}
