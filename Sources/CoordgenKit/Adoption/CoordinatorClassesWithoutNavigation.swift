/// SwiftUI coordinator classes (`ObservableObject` or `@Observable`, named `*Coordinator`, `*Router` or
/// `*Navigator`) in an app without a coordinator protocol, none of which shows screens in a way coordgen
/// reads: no path of routes it appends to with a view builder over them, no boolean flag a view binds with
/// `.navigationDestination(isPresented:)` (tab coordinators holding their children in properties made in
/// `init(parent: self)`; coordinators whose views own the `NavigationPath` and map the destinations). The
/// refusal names them and what one of them must hold for `init` to adopt the app, instead of the generic
/// "no coordinator protocol found" that suggests a `--protocol` the app does not have. Where one keeps its
/// path and view builder in a store of its own, the refusal names that store.
public struct CoordinatorClassesWithoutNavigation: Equatable, Sendable {
    /// The classes, in file order.
    public let classes: [String]
    /// `ObservableObject` or `Observable`, as the first class conforms.
    public let conformance: String
    /// The first class, where the refusal suggests to start.
    public let reference: SourceReference
    /// The store one of them keeps its path and view builder in, where one does (``CompanionNavigationStore``).
    let store: CompanionNavigationStore?
    /// The shape coordgen saw but does not write, where it saw one (``seenShape(of:in:)``).
    let seen: String?

    /// Nil where the app declares no such class.
    init?(index: DeclarationIndex) {
        let found = index.types.compactMap { type in
            ProtocolFreeShapeDetector.conformance(of: type, in: index).map { (type, $0) }
        }
        guard let (first, conformance) = found.first else { return nil }
        self.classes = found.map(\.0.name)
        self.conformance = conformance
        self.reference = first.reference
        self.store = CompanionNavigationStore.first(heldBy: found.map(\.0), in: index)
        self.seen = Self.seenShape(of: found.map(\.0), in: index)
    }

    /// The one line `init` refuses with.
    public var refusal: String {
        let shown = classes.prefix(4).joined(separator: ", ")
        let listed = classes.count > 4 ? shown + " and \(classes.count - 4) more" : shown
        if let store {
            return
                "no coordinator protocol, and the \(conformance) classes named like coordinators (\(listed)) show screens in no way coordgen reads: \(store.description), which coordgen does not write for a new flow nor read as its routes (it reads a path of routes and a view builder the coordinator holds itself, or a router beside it that holds the path while the coordinator builds the views); write new flows like \(store.coordinator) by hand"
        }
        if let seen {
            return "no coordinator protocol, and the \(conformance) classes named like coordinators (\(listed)) show screens in no way coordgen writes: \(seen)"
        }
        return
            "no coordinator protocol, and the \(conformance) classes named like coordinators (\(listed)) show screens in no way coordgen reads: none holds a path of routes it appends to with a view builder over them (`var path: [Route]` or NavigationPath with `push(_:)` and `view(for:) -> some View`), nor a boolean flag its view binds with .navigationDestination(isPresented:) (`var isShowingX = false` set by `showX()`); add one to a coordinator (first: \(reference)) and run coordgen init again"
    }
}
