import SwiftSyntax

/// The screens a coordinator's class makes (`OrderListViewController(…)`, `let list: OrderListController
/// = .init()`, named by the app's screen naming), each with the folder of the app's file declaring it:
/// where that coordinator's screens live. A screen a factory or container makes is not found.
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
        screens = Set(finder.found.map(\.0)).sorted().compactMap { name in
            let candidates = sources.files(sources.paths(containing: name))
            guard let declared = DeclarationIndex(files: candidates).types.first(where: { $0.name == name && !$0.isNested }) else {
                return nil
            }
            return (name, declared.file.folder)
        }
    }
}
