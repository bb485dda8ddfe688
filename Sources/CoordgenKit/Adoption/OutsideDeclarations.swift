import Foundation

/// The protocols and classes the app's types inherit from that its own files do not declare, read from
/// the modules its build finds outside the folders coordgen walks (``OutsideModules``): a coordinator
/// protocol in a local package, a base class in a pod or in another project's framework. `init` reads
/// them as the app's build would, so the coordinators' protocol or base class is found where it is
/// declared; only where the app declares no coordinator protocol of its own, and only the types the
/// app's types name (with what those inherit, and their extensions), so a library's own classes are
/// never taken for the app's coordinators.
struct OutsideDeclarations {
    /// The outside types added, and the module each came from (by file path).
    let modulesByFile: [String: OutsideModule]
    /// What the app references that is not there, where its types inherit from coordinator-like names
    /// it does not declare (said in the refusal where no protocol is found), and those names.
    let missing: [String]
    let unresolvedCoordinatorNames: [String]

    /// The module a declaration's file belongs to, where it is an outside one.
    func module(declaring declaration: TypeDeclaration) -> OutsideModule? {
        modulesByFile[declaration.file.path]
    }

    /// `index` with the outside types the app's types inherit from, or `index` itself where the app
    /// declares a coordinator protocol candidate or references no outside module; and what was read.
    static func extending(_ index: DeclarationIndex, sources: AppSources) -> (index: DeclarationIndex, outside: OutsideDeclarations?) {
        guard CoordinatorProtocolDetector(index: index).candidates().isEmpty else { return (index, nil) }
        let unresolved = unresolvedInheritedNames(in: index)
        guard !unresolved.isEmpty else { return (index, nil) }
        let referenced = OutsideModules.referenced(by: sources)
        var modulesByFile: [String: OutsideModule] = [:]
        for module in referenced.found {
            for path in OutsideModules.swiftFiles(of: module, sources: sources) where modulesByFile[path] == nil {
                modulesByFile[path] = module
            }
        }
        let summaries = sources.summaries(modulesByFile.keys.sorted(), keepsTree: { _ in false }, flows: nil)
        let added = inherited(from: unresolved, in: summaries.flatMap(\.declarations).filter { !$0.isLocal })
        let names = unresolved.filter { $0.contains("Coordinator") }.sorted()
        let outside = OutsideDeclarations(
            modulesByFile: modulesByFile.filter { path, _ in added.contains { $0.file.path == path } },
            missing: names.isEmpty ? [] : referenced.missing, unresolvedCoordinatorNames: names)
        guard !added.isEmpty else { return (index, outside) }
        return (DeclarationIndex(index: index, adding: added), outside)
    }

    /// The names the app's types and extensions inherit from that no type of the app declares.
    private static func unresolvedInheritedNames(in index: DeclarationIndex) -> Set<String> {
        var names: Set<String> = []
        for declaration in index.types + index.extensions {
            for name in declaration.inherited where index.type(named: Self.baseName(name)) == nil { names.insert(Self.baseName(name)) }
        }
        return names
    }

    /// The top-level protocols and classes of `declarations` named in `names`, with those they inherit
    /// from in turn, and the extensions of each.
    private static func inherited(from names: Set<String>, in declarations: [TypeDeclaration]) -> [TypeDeclaration] {
        let types = declarations.filter { !$0.isNested && ($0.kind == .protocol || $0.kind == .class) }
        var wanted = names
        var chosen: [TypeDeclaration] = []
        var changed = true
        while changed {
            changed = false
            for type in types where wanted.contains(type.name) && !chosen.contains(where: { $0.name == type.name }) {
                chosen.append(type)
                wanted.formUnion(type.inherited.map(Self.baseName))
                changed = true
            }
        }
        let chosenNames = Set(chosen.map(\.name))
        return chosen + declarations.filter { $0.kind == .extension && chosenNames.contains($0.name) }
    }

    /// Whether a file at `path` (relative to the root) lies outside the folders coordgen walks: above the
    /// root, or in a folder every walk skips (`Pods/`); only the types read by ``extending(_:sources:)`` are.
    static func isOutside(_ path: String) -> Bool {
        if path.hasPrefix("../") { return true }
        return path.split(separator: "/").dropLast().contains { NonSourceFolders.skips(folderNamed: String($0), atRoot: false) }
    }

    /// `Base<T>` → `Base`; `Kit.Coordinator` stays as it is.
    private static func baseName(_ name: String) -> String {
        name.split(separator: "<").first.map(String.init) ?? name
    }
}
