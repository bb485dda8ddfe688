import Foundation

/// Finds the coordinator a user named after `--parent` or `--coordinator` (`App`, `AppCoordinator`,
/// `DefaultAppCoordinator`, `AppCoordinatorImpl`, `MainCoordinator`) through the app's naming scheme,
/// checking the few candidate names against the project's sources rather than indexing every file.
enum CoordinatorLookup {
    /// Resolves what was typed; when that fails, the name as coordgen normalises flow names
    /// (`app` → `App`), saying so.
    /// `acceptingStructs` also finds a top-level struct of that name that is no SwiftUI view: a flow to
    /// copy or start another beside (``StructCoordinator``), where nothing is written into the struct itself.
    static func resolve(
        _ input: String, normalised: FlowName, naming: NamingScheme, in sources: inout ProjectSources, acceptingStructs: Bool = false,
        acceptingViews: Bool = false
    ) throws -> CoordinatorNameResolver.Resolution {
        do {
            return try resolve(input, naming: naming, in: &sources, acceptingStructs: acceptingStructs, acceptingViews: acceptingViews)
        } catch {
            guard normalised.typeStem != input,
                var resolution = try? resolve(
                    normalised.typeStem, naming: naming, in: &sources, acceptingStructs: acceptingStructs, acceptingViews: acceptingViews)
            else {
                throw error
            }
            resolution.notes.insert("using \(normalised.typeStem) for \"\(input)\"", at: 0)
            return resolution
        }
    }

    /// `acceptingViews` also finds a struct coordinator that is a SwiftUI view: one whose screens a new
    /// screen is made like (``ExampleScreenGenerator``), wired through its route enum and body.
    static func resolve(
        _ input: String, naming: NamingScheme, in sources: inout ProjectSources, acceptingStructs: Bool = false, acceptingViews: Bool = false
    ) throws -> CoordinatorNameResolver.Resolution {
        // First ask the resolver which names it would look for, then look only for those.
        let asked = NameRecorder()
        _ = try? CoordinatorNameResolver(naming: naming, isDeclared: asked.record, knownClasses: { [] }).resolve(input)
        var declared: Set<String> = []
        for name in asked.names where sources.declaresClassOrProtocol(named: name) {
            declared.insert(name)
            // The resolver asks for a flow's protocol only once it has found the class.
            if let flow = NamingScheme.match(naming.flowClass, name),
                let pattern = naming.flowProtocol
            {
                let protocolName = NamingScheme.apply(pattern, to: flow)
                if sources.declaresClassOrProtocol(named: protocolName) { declared.insert(protocolName) }
            }
        }
        let appSources = sources.project.sources
        let model = sources.project.model
        if acceptingStructs { declared.formUnion(asked.names.filter { isAcceptedStruct($0, views: acceptingViews, in: model.index) }) }
        let resolver = CoordinatorNameResolver(
            naming: naming, isDeclared: { declared.contains($0) },
            knownClasses: {
                // Only to list the app's coordinators in a refusal: the one time a lookup parses everything.
                model.index.types
                    .filter { $0.kind == .class && !$0.isNested && NamingScheme.match(naming.flowClass, $0.name) != nil }
                    .map(\.name).sorted()
            })
        do {
            return try resolver.resolve(input)
        } catch {
            // A file named like what was looked for is a link out of the project: say that, not "no class".
            if let link = appSources.linksOutside.first(where: { link in
                asked.names.contains { link.path == "\($0).swift" || link.path.hasSuffix("/\($0).swift") }
            }) {
                throw GeneratorError.cannotGenerate(
                    "\(link.path) is outside the project at \(appSources.root.path): it resolves to \(link.target) through a symbolic link; coordgen reads and writes only inside the project, so it cannot look for \(input) there and nothing was written"
                )
            }
            // A file that mentions what was looked for but is not UTF-8 (or not readable at all) was
            // never searched: name it and where, rather than advise creating a class that may exist.
            for path in appSources.paths
            where asked.names.contains(where: { appSources.file(at: path, contains: $0) })
                || asked.names.contains(where: { path == "\($0).swift" || path.hasSuffix("/\($0).swift") })
            {
                guard appSources.text(of: path) == nil, let reason = appSources.whyUnread(path) else { continue }
                let advice = reason.hasPrefix("not UTF-8") ? "; save it as UTF-8 and run the command again" : ""
                throw GeneratorError.cannotGenerate(
                    "\(path) is \(reason): coordgen cannot look for \(input) in it\(advice); nothing was written")
            }
            if let refusal = StructCoordinator.refusal(for: input, lookedFor: asked.names, in: model.index) {
                throw GeneratorError.cannotGenerate(refusal)
            }
            throw GeneratorError.cannotGenerate(error.description)
        }
    }

    /// A top-level struct named `name` a lookup accepting structs finds: one that is no SwiftUI view, or
    /// any with `views`.
    private static func isAcceptedStruct(_ name: String, views: Bool, in index: DeclarationIndex) -> Bool {
        views ? StructCoordinator.declaration(named: name, in: index) != nil : StructCoordinator.copyable(named: name, in: index) != nil
    }

    /// Remembers every name the resolver asks about, in order.
    private final class NameRecorder {
        var names: [String] = []
        func record(_ name: String) -> Bool {
            if !names.contains(name) { names.append(name) }
            return false
        }
    }
}
