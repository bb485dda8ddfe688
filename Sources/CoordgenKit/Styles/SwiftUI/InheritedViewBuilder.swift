import Foundation

/// Where a coordinator's view builder is really declared: in the coordinator's class (or an extension
/// of it) in its own file, as most apps write it, or else in an extension of the class or of a class
/// it inherits from, in any file (`extension Coordinator { func build(page: NavigationPage) -> some
/// View }` for `RootCoordinator: Coordinator`). The screen's case is switched over there, where every
/// coordinator sharing that builder shows it.
struct InheritedViewBuilder {
    /// The type whose declaration (or extension) holds the builder, and the file it is in.
    let typeName: String
    let file: URL

    /// Whether the builder is the coordinator's own, in its own file.
    func isOwn(of className: String, classFile: URL) -> Bool { typeName == className && file == classFile }

    /// The note explaining where the view was added, where that is not the coordinator's own class.
    func note(for className: String, routes: RouteShape, project: Project) -> String {
        let owner = typeName == className ? "an extension of \(className)" : "an extension of \(typeName), which \(className) inherits from"
        return
            "\(className) declares no \(routes.viewBuilder) of its own: the screen's view went into the one in \(owner) (\(project.displayPath(of: file))), which shows the screens of every coordinator sharing it"
    }

    /// The builder `className` switches its routes in: its own in `classFile` where it has one, else the
    /// first the app declares for it or the classes it inherits from (nearest first); its own in
    /// `classFile` where none is found, so the edit fails as before, naming the function.
    static func site(
        of className: String, routes: RouteShape, classFile: URL, sources: inout ProjectSources
    ) -> InheritedViewBuilder {
        let own = InheritedViewBuilder(typeName: className, file: classFile)
        if own.declares(routes, sources: &sources) { return own }
        let index = sources.project.model.index
        let chain = index.type(named: className, kinds: [.class]).map { index.classChain(from: $0).map(\.name) } ?? [className]
        let files = sources.swiftFiles(containing: "func \(routes.viewBuilderName)(", preferring: [classFile])
        for typeName in chain {
            for file in files {
                let site = InheritedViewBuilder(typeName: typeName, file: file)
                if site.declares(routes, sources: &sources) { return site }
            }
        }
        return own
    }

    /// Whether this type declares the view builder in this file, with a switch over the routes.
    private func declares(_ routes: RouteShape, sources: inout ProjectSources) -> Bool {
        guard let text = try? sources.text(of: file) else { return false }
        let inserter = SwitchCaseInserter(typeName: typeName, function: routes.viewBuilder, parameterType: routes.enum)
        return (try? inserter.handledCases(in: text)) != nil
    }
}
