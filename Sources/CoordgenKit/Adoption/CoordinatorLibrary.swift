/// A coordinator library or navigation framework an app is built on, found by its `import`: coordgen
/// adopts coordinators of an app's own protocol, XCoordinator's (`XCoordinatorFamily`) and RxFlow's
/// (`RxFlowFamily`), not the other
/// libraries' idioms, and says which one it found instead of only "no coordinator protocol found".
public struct CoordinatorLibrary: Equatable, Sendable {
    /// The module imported (`XCoordinator`).
    public let module: String
    /// What of it coordgen does not write, in words.
    public let unwritten: String
    /// The first file that imports it.
    public let file: String

    /// The libraries, most specific first: TCACoordinators and FlowStacks apps import
    /// ComposableArchitecture too.
    static let known: [(module: String, unwritten: String)] = [
        // XCoordinator apps whose classes subclass the library's coordinators are adopted (`XCoordinatorFamily`).
        (
            "XCoordinator",
            "routes for coordinators that do not subclass its NavigationCoordinator, TabBarCoordinator, ViewCoordinator or BaseCoordinator (no class here does)"
        ),
        ("Stinsen", "its NavigationCoordinatable coordinators and @Route properties"),
        // RxFlow apps whose classes conform to its Flow are adopted (`RxFlowFamily`).
        ("RxFlow", "flows for classes that do not conform to its Flow (no class here does)"),
        ("TCACoordinators", "its coordinator reducers over arrays of routes"),
        ("FlowStacks", "its route arrays bound to FlowStacks"),
        (
            "ComposableArchitecture",
            "navigation made of reducers' state (The Composable Architecture), which is not a coordinator tree"
        ),
    ]

    /// The first library of ``known`` that a file of the app imports, if any.
    static func used(in files: [SourceFile]) -> CoordinatorLibrary? {
        for library in known {
            if let file = files.first(where: { $0.imports.contains(library.module) }) {
                return CoordinatorLibrary(module: library.module, unwritten: library.unwritten, file: file.path)
            }
        }
        return nil
    }

    /// The refusal, in one line.
    public var refusal: String {
        "no coordinator protocol of the app's own: it navigates with \(module) (imported in \(file)), and coordgen does not write \(unwritten); it adopts coordinators that conform to a protocol of the app, which --protocol NAME names if there is one"
    }
}
