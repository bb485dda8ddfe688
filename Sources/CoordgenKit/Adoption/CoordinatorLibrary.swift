/// A coordinator library or navigation framework an app is built on, found by its `import`: coordgen
/// adopts coordinators of an app's own protocol, XCoordinator's (`XCoordinatorFamily`), RxFlow's
/// (`RxFlowFamily`) and Stinsen's (`StinsenFamily`), not the other
/// libraries' idioms, and says which one it found instead of only "no coordinator protocol found".
public struct CoordinatorLibrary: Equatable, Sendable {
    /// The module imported (`XCoordinator`).
    public let module: String
    /// What of it coordgen does not write, in words.
    public let unwritten: String
    /// The first file that imports it.
    public let file: String
    /// Where the app has a protocol of its own whose coordinators are the library's (a Stinsen
    /// `NavigationCoordinatable` that also conforms to an empty `AppCoordinatorInterface`): the protocol
    /// and the first such coordinator; nil where the app has no coordinator protocol.
    public var adopted: (protocolName: String, coordinator: String, libraryProtocol: String)? = nil

    public static func == (lhs: CoordinatorLibrary, rhs: CoordinatorLibrary) -> Bool {
        lhs.module == rhs.module && lhs.unwritten == rhs.unwritten && lhs.file == rhs.file
            && lhs.adopted?.protocolName == rhs.adopted?.protocolName && lhs.adopted?.coordinator == rhs.adopted?.coordinator
    }

    /// The library's protocols its coordinators conform to, where coordgen writes none of them: a class
    /// conforming to one is the library's coordinator, whatever protocol of the app it conforms to too.
    static let coordinatorProtocols: [String: [String]] = [
        "Stinsen": ["NavigationCoordinatable", "TabCoordinatable", "ViewWrapperCoordinator", "NavigationViewCoordinator"]
    ]

    /// The library whose coordinators the coordinators of the app's `protocolName` are (a class
    /// conforming to both), if the app imports one that coordgen does not write.
    static func owning(_ coordinators: [TypeDeclaration], of protocolName: String, in files: [SourceFile]) -> CoordinatorLibrary? {
        for (module, protocols) in coordinatorProtocols {
            guard var library = used(in: files), library.module == module else { continue }
            for coordinator in coordinators {
                let names = coordinator.inherited.map { String($0.split(separator: ".").last ?? "") }
                if let libraryProtocol = protocols.first(where: names.contains) {
                    library.adopted = (protocolName, coordinator.name, libraryProtocol)
                    return library
                }
            }
        }
        return nil
    }

    /// The libraries, most specific first: TCACoordinators and FlowStacks apps import
    /// ComposableArchitecture too.
    static let known: [(module: String, unwritten: String)] = [
        // XCoordinator apps whose classes subclass the library's coordinators are adopted (`XCoordinatorFamily`).
        (
            "XCoordinator",
            "routes for coordinators that do not subclass its NavigationCoordinator, TabBarCoordinator, ViewCoordinator or BaseCoordinator (no class here does)"
        ),
        // Stinsen apps whose classes conform to its NavigationCoordinatable or TabCoordinatable are adopted (`StinsenFamily`).
        ("Stinsen", "routes for coordinators that do not conform to its NavigationCoordinatable (no class here does)"),
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
        if let adopted {
            return
                "\(adopted.protocolName)'s coordinators are \(module)'s (\(adopted.coordinator): \(adopted.libraryProtocol), imported in \(file)), and coordgen does not write \(unwritten); --protocol \(adopted.protocolName) adopts them as coordinators of that protocol all the same"
        }
        return "no coordinator protocol of the app's own: it navigates with \(module) (imported in \(file)), and coordgen does not write \(unwritten); it adopts coordinators that conform to a protocol of the app, which --protocol NAME names if there is one"
    }
}
