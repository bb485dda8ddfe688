import SwiftSyntax

/// The one index of the types an app's files declare: every type and extension with file and line,
/// and the names its code calls like initialisers. `init`'s detectors, `tree` and `doctor`, name lookup
/// and the duplicate-type check all read it; ``AppSources`` builds it once per command from the files
/// that command parsed.
public struct DeclarationIndex: Sendable {
    /// The module's types, top-level and nested (not extensions, not local types), in file order.
    public let types: [TypeDeclaration]
    /// Types declared inside function, initialiser or accessor bodies, in file order.
    let localTypes: [TypeDeclaration]
    /// Every extension, in file order.
    let extensions: [TypeDeclaration]
    /// Every declaration of the three kinds above, in file order.
    let declarations: [TypeDeclaration]
    /// Type names called like initialisers (`Foo(…)`, `Foo.init(…)`) anywhere in the files.
    let constructedNames: ConstructedNames
    /// Positions in `types` by simple and by qualified name, and extensions by extended type: the
    /// detectors look names up once per coordinator, which a scan would make quadratic.
    private let positionsByName: [String: [Int]]
    private let extensionsByType: [String: [TypeDeclaration]]
    /// The coordinators of each protocol, found once per index (``CoordinatorConformances``): `init`'s
    /// detectors asked for them eight times, each time scanning every type to a fixed point.
    let conformances = CoordinatorConformances.Cache()
    /// The coordinator-like protocols before any is set aside (``CoordinatorProtocolDetector``), found
    /// once per index: `init` asked five times, each time reading every protocol of the app.
    let coordinatorProtocolCandidates = OnceValue<[TypeDeclaration]>()

    /// Indexes the types declared in `files`. With `readingBodies` (what `tree` and `doctor` need) the
    /// collector also walks function, initialiser and accessor bodies, for the names they construct and
    /// the types they declare locally; without it (`init`, lookups, the duplicate check, which need
    /// neither) it skips them, which is most of a file's nodes.
    public init(files: [SourceFile], readingBodies: Bool = false) {
        self.init(
            collected: files.map { file in
                let collector = DeclarationCollector(file: file, readsBodies: readingBodies)
                collector.walk(file.tree)
                return (collector.declarations, collector.constructedNames)
            })
    }

    /// Indexes the declarations of files summarised already (``FileSummary``, bodies walked). Without
    /// `includingLocalTypes` the types declared inside bodies are left out: its types, extensions and
    /// declarations are then the ones ``init(files:readingBodies:)`` finds without reading bodies (its
    /// constructed names are left empty: only `tree` and `doctor` read them, from a full index).
    init(summaries: [FileSummary], includingLocalTypes: Bool = true) {
        self.init(
            collected: summaries.map { summary in
                includingLocalTypes
                    ? (summary.declarations, summary.constructedNames)
                    : (summary.declarations.filter { !$0.isLocal }, [])
            },
            unread: includingLocalTypes ? summaries.compactMap(\.unreadBodies) : [])
    }

    /// `index` with `declarations` read elsewhere (the types `init` finds in the modules the app's build
    /// reads outside its folders, ``OutsideDeclarations``) after its own.
    init(index: DeclarationIndex, adding declarations: [TypeDeclaration]) {
        self.init(collected: [(index.declarations, []), (declarations, [])], constructed: index.constructedNames)
    }

    private init(
        collected: [(declarations: [TypeDeclaration], constructedNames: Set<String>)], unread: [UnreadBodies] = [],
        constructed known: ConstructedNames? = nil
    ) {
        var types: [TypeDeclaration] = []
        var localTypes: [TypeDeclaration] = []
        var extensions: [TypeDeclaration] = []
        var all: [TypeDeclaration] = []
        var constructed: Set<String> = []
        for (declarations, constructedNames) in collected {
            all += declarations
            for declaration in declarations {
                if declaration.kind == .extension {
                    extensions.append(declaration)
                } else if declaration.isLocal {
                    localTypes.append(declaration)
                } else {
                    types.append(declaration)
                }
            }
            constructed.formUnion(constructedNames)
        }
        self.types = types
        self.localTypes = localTypes
        self.declarations = all
        self.extensions = extensions
        self.constructedNames = known ?? ConstructedNames(constructed, unread: unread)
        var positions: [String: [Int]] = [:]
        for (position, type) in types.enumerated() {
            positions[type.name, default: []].append(position)
            if type.qualifiedName != type.name { positions[type.qualifiedName, default: []].append(position) }
        }
        self.positionsByName = positions
        self.extensionsByType = Dictionary(grouping: extensions, by: \.name)
    }

    /// The declarations of `name` (simple or qualified), first the top-level ones.
    public func declarations(named name: String) -> [TypeDeclaration] {
        (positionsByName[name] ?? []).map { types[$0] }.sorted { !$0.isNested && $1.isNested }
    }

    /// The first top-level declaration of `name` of the given kinds.
    func type(named name: String, kinds: Set<TypeDeclaration.Kind>? = nil) -> TypeDeclaration? {
        (positionsByName[name] ?? []).lazy.map { types[$0] }.first {
            $0.name == name && !$0.isNested && (kinds?.contains($0.kind) ?? true)
        }
    }

    /// Why a new top-level type called `name` cannot be added, if one of that name is declared already
    /// at the top level: the kind and where, e.g. "class SearchCoordinator is already declared at
    /// App/Old/Search.swift:3". A nested `Search.SearchCoordinator` does not clash. A new type that is
    /// file-private (a `private` helper copied with its flow) clashes only with one the module sees or one
    /// in its own file: two file-private types of one name in two files compile; a file-private and an
    /// internal one do not.
    public func conflict(forNewType name: String, visibility: NewTypeVisibility = .module) -> String? {
        let declared = (positionsByName[name] ?? []).lazy.map { types[$0] }.filter { $0.name == name && !$0.isNested }
        let clashing: TypeDeclaration?
        switch visibility {
        case .module: clashing = declared.first
        case .filePrivate(let path): clashing = declared.first { $0.file.path == path || !$0.isFilePrivate }
        }
        guard let existing = clashing else { return nil }
        return "\(existing.kind.rawValue) \(existing.qualifiedName) is already declared at \(existing.reference)"
    }

    /// Why a new top-level type called `name` should not be added, if one whose name differs from it
    /// only in case is declared at the top level: "class DetailsViewController is declared at
    /// App/Details.swift:3". Swift tells them apart, but their files, named after them, are one file on
    /// a case-insensitive disk (macOS's default).
    public func caseConflict(forNewType name: String) -> String? {
        let folded = name.lowercased()
        guard let existing = types.first(where: { !$0.isNested && $0.name != name && $0.name.lowercased() == folded }) else {
            return nil
        }
        return "\(name) differs only in case from \(existing.kind.rawValue) \(existing.qualifiedName), declared at \(existing.reference)"
    }

    /// The extensions of `typeName`.
    func extensions(of typeName: String) -> [TypeDeclaration] {
        extensionsByType[typeName] ?? []
    }

    /// The members `type` declares in its body and in the app's extensions of it.
    func members(of type: TypeDeclaration) -> [MemberBlockItemSyntax] {
        (type.members.map(Array.init) ?? []) + extensions(of: type.name).flatMap { Array($0.members ?? []) }
    }
}

/// Who sees a type a command is about to declare, for ``DeclarationIndex/conflict(forNewType:visibility:)``.
public enum NewTypeVisibility: Sendable {
    /// The whole module (internal, public or open).
    case module
    /// Its own file only (`private` or `fileprivate` at the top level): the existing file it is renamed
    /// in, or nil for a file the command writes new.
    case filePrivate(inFile: String?)

    /// How `declaration`, renamed where it stands, is seen.
    static func of(_ declaration: TypeDeclaration) -> NewTypeVisibility {
        declaration.isFilePrivate ? .filePrivate(inFile: declaration.file.path) : .module
    }
}
