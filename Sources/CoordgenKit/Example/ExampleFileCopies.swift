import SwiftParser
import SwiftSyntax

/// The new flow's files: for each file that declares one of the example's own types (or extends one),
/// a file of the same name with the example's name swapped (`ProfileCoordinator.swift` →
/// `ZebraCoordinator.swift`, a `Profile/` folder → `Zebra/`), holding the file's header, its imports,
/// its own declarations and its file-private helpers only — what else the file declares stays the example's. The text is still
/// the example's: ``ExampleFlowGenerator`` renames it.
struct ExampleFileCopies {
    struct Copy {
        /// Where the copy goes, relative to the project root.
        let path: String
        /// The example's file it copies.
        let sourcePath: String
        let text: String
    }

    let copies: [Copy]
    /// `ProfileCoordinator.swift` → `ZebraCoordinator.swift`, for the headers that name them.
    let fileNames: [String: String]
    /// The folders the copies stayed in because a folder named after the new flow would be outside the
    /// example's module.
    let keptFolders: [String]
    /// The example's feature folders the copies left for the new flow's (``ExampleCopyFeatureFolder``).
    let movedFolders: [(from: String, to: String)]

    /// `reduction` reduces each copied declaration (nil: copied whole); `types` names the copies of types
    /// not named after the example (`LoginView` → `ZebraView`), whose files are named after the copy.
    /// `sameModule` tells whether two paths are compiled by the same module: a copy whose swapped folder
    /// would leave the example's module (`Sources/HomeFeature/` of a package, whose target compiles no
    /// `Sources/ZebraFeature/`) stays in the example's folder, with only its file name swapped.
    init(
        files: [SourceFile], ownTypes: Set<String>, swap: ExampleNameSwap, folder: String, reduction: ExampleScreenReduction? = nil,
        types: [String: String] = [:], sameModule: (String, String) -> Bool = { _, _ in true },
        featureFolder: ExampleCopyFeatureFolder? = nil
    ) {
        var copies: [Copy] = []
        var fileNames: [String: String] = [:]
        var keptFolders: [String] = []
        var movedFolders: [(from: String, to: String)] = []
        for file in files {
            var path = Self.newPath(for: file, swap: swap, folder: folder, types: types)
            if !sameModule(file.path, path) {
                path = Self.newPath(for: file, swap: swap, folder: ModuleScope.folder(of: file.path), types: types, keepsFolder: true)
                if !keptFolders.contains(ModuleScope.folder(of: file.path)) { keptFolders.append(ModuleScope.folder(of: file.path)) }
            } else if ModuleScope.folder(of: path) == file.folder, let moved = featureFolder?.relocated(path), sameModule(file.path, moved.path) {
                path = moved.path
                if !movedFolders.contains(where: { $0 == (moved.from, moved.to) }) { movedFolders.append((moved.from, moved.to)) }
            }
            guard let text = Self.ownText(of: file, ownTypes: ownTypes, reduction: reduction) else { continue }
            fileNames[file.fileName] = String(path.split(separator: "/").last ?? "")
            copies.append(Copy(path: path, sourcePath: file.path, text: text))
        }
        self.copies = copies
        self.fileNames = fileNames
        self.keptFolders = keptFolders
        self.movedFolders = movedFolders
    }

    /// The example's path with its name swapped in the feature folder (when named after the flow), the
    /// folders below it and the file name; a file whose path does not name the example gets the new name in front.
    /// With `keepsFolder`, `folder` itself is never swapped, even when named after the flow.
    static func newPath(
        for file: SourceFile, swap: ExampleNameSwap, folder: String, types: [String: String] = [:], keepsFolder: Bool = false
    ) -> String {
        let inside = !folder.isEmpty && file.path.hasPrefix(folder + "/")
        var fixed = inside ? folder.split(separator: "/").map(String.init) : []
        // The feature folder itself when it is named after the flow (`Profile/`, `ProfileScene/`).
        if !keepsFolder, let last = fixed.last, swap.contains(last) { fixed.removeLast() }
        var parts = file.path.split(separator: "/").map(String.init)
        var changed = false
        for position in fixed.count..<parts.count {
            if let swapped = swap.swapped(parts[position]) {
                parts[position] = swapped
                changed = true
            }
        }
        let last = file.path.split(separator: "/").last.map(String.init) ?? ""
        let stem = last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
        if swap.swapped(last) == nil, let renamed = types[stem] {
            // A file named after a type not named after the example (`LoginView.swift`): after its copy.
            parts[parts.count - 1] = renamed + ".swift"
        } else if !changed {
            parts[parts.count - 1] = swap.new.typeStem + last
        }
        return parts.joined(separator: "/")
    }

    /// The file's header, imports and the declarations of own types (and their extensions).
    /// With a `reduction`, each own declaration reduced; nil when none is left to copy.
    static func ownText(of file: SourceFile, ownTypes: Set<String>, reduction: ExampleScreenReduction? = nil) -> String? {
        var text = ""
        var copiesOwn = false
        let statements = file.tree.statements
        for (position, item) in statements.enumerated() {
            if isOwn(item.item, ownTypes: ownTypes) {
                if let reduction, let decl = item.item.as(DeclSyntax.self) {
                    if let reduced = reduction.reduced(decl) {
                        text += item.with(\.item, .decl(reduced)).description
                        copiesOwn = true
                    } else if position == 0 {
                        text += item.leadingTrivia.description
                    }
                } else {
                    text += item.description
                    copiesOwn = true
                }
            } else if item.item.is(ImportDeclSyntax.self) || isFilePrivate(item.item) {
                text += item.description
            } else if position == 0 {
                text += item.leadingTrivia.description
            }
        }
        if !text.hasSuffix("\n") { text += "\n" }
        return copiesOwn ? text : nil
    }

    /// A `private` or `fileprivate` top-level declaration: a helper the own types may use, which a copy
    /// may declare again without a clash.
    static func isFilePrivate(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let decl = item.as(DeclSyntax.self), let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    static func isOwn(_ item: CodeBlockItemSyntax.Item, ownTypes: Set<String>) -> Bool {
        guard let decl = item.as(DeclSyntax.self) else { return false }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            // Of an own type, or of a type nested in one (`extension ReservationCoordinator.Destination`).
            return ownTypes.contains(ExampleWiringSites.baseName(extensionDecl.extendedType))
                || ownTypes.contains(outermostName(of: extensionDecl.extendedType))
        }
        // `#if compiler(>=6.2)` around a conformance per compiler: own when everything in it is.
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            let items = conditional.clauses.flatMap { clause in
                clause.elements?.as(CodeBlockItemListSyntax.self).map { Array($0) } ?? []
            }
            return !items.isEmpty && items.allSatisfy { isOwn($0.item, ownTypes: ownTypes) }
        }
        let name =
            decl.as(ClassDeclSyntax.self)?.name ?? decl.as(StructDeclSyntax.self)?.name ?? decl.as(EnumDeclSyntax.self)?.name
            ?? decl.as(ProtocolDeclSyntax.self)?.name ?? decl.as(ActorDeclSyntax.self)?.name
        return name.map { ownTypes.contains($0.text) } ?? false
    }

    /// `ReservationCoordinator` of `ReservationCoordinator.Destination`.
    private static func outermostName(of type: TypeSyntax) -> String {
        var current = type
        while let member = current.as(MemberTypeSyntax.self) { current = member.baseType }
        return current.as(IdentifierTypeSyntax.self)?.name.text ?? current.trimmedDescription
    }

    /// The enums declared in `text` (at any depth) with a case named one of `cases`.
    static func enums(in text: String, declaringAnyOf cases: Set<String>) -> Set<String> {
        guard !cases.isEmpty else { return [] }
        let finder = EnumFinder(cases: cases)
        finder.walk(Parser.parse(source: text))
        return finder.found
    }

    /// The types and functions the copies declare (by their example's names): a call to one renames
    /// its argument labels with the declaration (``IdentifierRenamer/labelCallees``).
    var declaredCallees: Set<String> {
        let finder = CalleeFinder()
        for copy in copies { finder.walk(Parser.parse(source: copy.text)) }
        return finder.found
    }

    private final class CalleeFinder: SyntaxVisitor {
        var found: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { found.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found.insert(node.name.text); return .visitChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { found.insert(node.name.text); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { found.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { found.insert(node.name.text); return .visitChildren }
    }

    private final class EnumFinder: SyntaxVisitor {
        let cases: Set<String>
        var found: Set<String> = []

        init(cases: Set<String>) {
            self.cases = cases
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            let declares = node.memberBlock.members.contains { item in
                item.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { cases.contains($0.name.text) } ?? false
            }
            if declares { found.insert(node.name.text) }
            return .visitChildren
        }
    }
}
