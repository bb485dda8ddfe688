import Foundation

/// The coordinators of an app: every class conforming to the coordinator protocol directly, through a
/// per-flow protocol (`HomeCoordinatorProtocol: Coordinator`), through a base class, or in an extension.
struct CoordinatorConformances: Sendable {
    /// A coordinator class and the per-flow protocol it conforms to, if any.
    struct Coordinator: Sendable {
        let type: TypeDeclaration
        let flowProtocol: TypeDeclaration?
    }

    /// The coordinator protocol they conform to.
    let protocolName: String
    let coordinators: [Coordinator]
    /// Classes that other coordinators inherit from (`BaseCoordinator`): not flows themselves.
    let baseClasses: [TypeDeclaration]

    /// The conformances of an index, by protocol name: an index never changes, so each is found once.
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var found: [String: CoordinatorConformances] = [:]

        func conformances(_ protocolName: String, finding: () -> CoordinatorConformances) -> CoordinatorConformances {
            lock.lock()
            defer { lock.unlock() }
            if let known = found[protocolName] { return known }
            let made = finding()
            found[protocolName] = made
            return made
        }
    }

    /// The coordinators of `protocolName` in `index`, found once per index and protocol.
    init(index: DeclarationIndex, protocolName: String) {
        self = index.conformances.conformances(protocolName) { CoordinatorConformances(finding: protocolName, in: index) }
    }

    /// The coordinators of an app on a coordinator library, where `protocolName` is the library's and
    /// the app declares no protocol of that name: XCoordinator's classes subclassing the library's
    /// coordinator classes, RxFlow's classes conforming to its `Flow`. Nil where there are none.
    private static func libraryCoordinators(of protocolName: String, in index: DeclarationIndex) -> [TypeDeclaration]? {
        guard index.type(named: protocolName, kinds: [.protocol]) == nil else { return nil }
        let found: [TypeDeclaration] =
            switch protocolName {
            case XCoordinatorDetector.protocolName: XCoordinatorDetector.coordinators(in: index).map(\.type)
            case RxFlowDetector.protocolName: RxFlowDetector.flows(in: index)
            case StinsenDetector.protocolName: StinsenDetector.coordinators(in: index)
            // A generic base class of a library the app imports (`ReactiveCoordinator<Void>`).
            default: index.type(named: protocolName) == nil ? ResultBaseDetector.subclasses(of: protocolName, in: index) : []
            }
        return found.isEmpty ? nil : found
    }

    private init(finding protocolName: String, in index: DeclarationIndex) {
        self.protocolName = protocolName
        if let (coordinators, baseClasses) = Self.standingFor(protocolName, in: index) {
            self.coordinators = coordinators
            self.baseClasses = baseClasses
            return
        }
        var protocols: Set<String> = [protocolName]
        var flowProtocols: [String: TypeDeclaration] = [:]
        // Per-flow protocols, and protocols refining them, to a fixed point.
        var changed = true
        while changed {
            changed = false
            for type in index.types where type.kind == .protocol && !protocols.contains(type.name) {
                if type.inherited.contains(where: protocols.contains) {
                    protocols.insert(type.name)
                    flowProtocols[type.name] = type
                    changed = true
                }
            }
        }
        var conformingClasses: Set<String> = []
        for extensionDecl in index.extensions where extensionDecl.inherited.contains(where: protocols.contains) {
            conformingClasses.insert(extensionDecl.name)
        }
        let aliases = Self.classAliases(in: index)
        changed = true
        while changed {
            changed = false
            for type in index.types where type.kind == .class && !conformingClasses.contains(type.name) {
                // A subclass of a generic base names it with arguments (`BaseCoordinator<UINavigationController>`),
                // or through a typealias binding them (`typealias NavigationCoordinator = Coordinator<Link, Router>`).
                if type.inherited.contains(where: protocols.contains)
                    || type.inheritedNames.contains(where: { conformingClasses.contains(aliases[$0] ?? $0) })
                {
                    conformingClasses.insert(type.name)
                    changed = true
                }
            }
        }
        let classes = index.types.filter { $0.kind == .class && conformingClasses.contains($0.name) }
        let named = Self.baseNames(of: classes)
        let superclasses = named.union(named.compactMap { aliases[$0] })
        baseClasses = classes.filter { superclasses.contains($0.name) }
        // A class read outside the app's folders (a library's, ``OutsideDeclarations``) is a base, never one of its coordinators.
        coordinators = classes.filter { !superclasses.contains($0.name) && !OutsideDeclarations.isOutside($0.file.path) }.map { type in
            let own =
                type.inherited.compactMap { flowProtocols[$0] }.first
                ?? index.extensions(of: type.name).flatMap(\.inherited).compactMap { flowProtocols[$0] }.first
            return Coordinator(type: type, flowProtocol: own)
        }
    }

    /// The class each typealias that classes inherit through names first (`typealias NavigationCoordinator
    /// = Coordinator<DeepLink, Session, NavigationRouter>` → `Coordinator`), read only for those.
    private static func classAliases(in index: DeclarationIndex) -> [String: String] {
        let inherited = Set(index.types.filter { $0.kind == .class }.compactMap(\.inheritedNames.first))
        let detector = CoordinatorBaseClassDetector(index: index)
        var aliases: [String: String] = [:]
        for alias in index.types where alias.kind == .typealias && inherited.contains(alias.name) {
            if let aliased = detector.firstComponent(of: alias), aliased != alias.name { aliases[alias.name] = aliased }
        }
        return aliases
    }

    /// The classes standing for `protocolName` where the app declares no such protocol: SwiftUI classes
    /// (`ObservableObject` or `@Observable`, named like coordinators), the subclasses of a base class
    /// (through intermediate bases and typealiases, with generic arguments) with those intermediate bases,
    /// or an XCoordinator app's classes; nil where `protocolName` is a protocol to read conformances of.
    private static func standingFor(
        _ protocolName: String, in index: DeclarationIndex
    ) -> (coordinators: [Coordinator], baseClasses: [TypeDeclaration])? {
        guard index.type(named: protocolName, kinds: [.protocol]) == nil else { return nil }
        if NamingConventionShapeDetector.isRecorded(protocolName) {
            return (NamingConventionShapeDetector(index: index).coordinators().map { Coordinator(type: $0, flowProtocol: nil) }, [])
        }
        if ProtocolFreeShapeDetector.conformances.contains(protocolName) {
            let classes = index.types.filter { ProtocolFreeShapeDetector.conformance(of: $0, in: index) == protocolName }
            return (classes.map { Coordinator(type: $0, flowProtocol: nil) }, [])
        }
        if index.type(named: protocolName, kinds: [.class, .typealias]) != nil {
            let detector = CoordinatorBaseClassDetector(index: index)
            let found = detector.coordinators(inheriting: protocolName)
            if !found.isEmpty {
                return (found.map { Coordinator(type: $0, flowProtocol: nil) }, detector.intermediates(between: found, and: protocolName))
            }
        }
        if let found = libraryCoordinators(of: protocolName, in: index) {
            return (found.map { Coordinator(type: $0, flowProtocol: nil) }, [])
        }
        return nil
    }
}
