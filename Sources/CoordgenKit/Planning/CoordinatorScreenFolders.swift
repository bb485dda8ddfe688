import SwiftSyntax

/// The screens a coordinator's class makes (`OrderListViewController(…)`, `let list: OrderListController
/// = .init()`) or holds in a property (`@Inject private var list: OrderListController`, filled by a
/// container), named by the app's screen naming, each with the folder of the app's file declaring it:
/// where that coordinator's screens live. A screen a factory makes and hands over unnamed is not found.
struct CoordinatorScreenFolders {
    let screens: [(name: String, folder: String)]

    /// The screens made in the file `classFile` (relative to the project root) and declared in the app.
    init(classFile: String, naming: String, sources: AppSources) {
        guard let file = sources.file(classFile) else {
            screens = []
            return
        }
        let named = file.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case .identifier(let text) = token.tokenKind, NamingScheme.match(naming, text) != nil else { return nil }
            return text
        }
        let finder = CreatedTypeFinder(names: Set(named))
        finder.walk(file.tree)
        let held = HeldScreenTypes(names: Set(named))
        held.walk(file.tree)
        screens = Set(finder.found.map(\.0)).union(held.found).sorted().compactMap { name in
            let candidates = sources.files(sources.paths(containing: name))
            guard let declared = DeclarationIndex(files: candidates).types.first(where: { $0.name == name && !$0.isNested }) else {
                return nil
            }
            return (name, declared.file.folder)
        }
    }
}

/// The types of the stored properties declared in a file (`@Inject private var list: OrderListVC`,
/// `let list: OrderListVC?`) among `names`.
private final class HeldScreenTypes: SyntaxVisitor {
    let names: Set<String>
    var found: Set<String> = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        var type = node.typeAnnotation?.type
        if let optional = type?.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        if let name = type?.as(IdentifierTypeSyntax.self)?.name.text, names.contains(name) { found.insert(name) }
        return .skipChildren
    }
}
