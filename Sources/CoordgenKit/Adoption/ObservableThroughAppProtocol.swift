/// A SwiftUI coordinator class that is an `ObservableObject` through a protocol of the app rather than by
/// its own inheritance clause (`final class AppCoordinator: Coodinator` with `protocol Coodinator:
/// ObservableObject`, a protocol with associated types that is no coordinator protocol coordgen adopts: not
/// named like one, or required by one class only). The class is a protocol-free coordinator all the same:
/// new coordinators conform to `ObservableObject`, and `init` says through which protocol it found it and
/// that `--protocol` adopts that protocol instead.
extension ProtocolFreeShapeDetector {
    /// The protocol a coordinator class of this family conforms to (``conformance(of:)``), or
    /// `ObservableObject` where it conforms through one of the app's protocols refining it.
    static func conformance(of type: TypeDeclaration, in index: DeclarationIndex) -> String? {
        if let direct = conformance(of: type) { return direct }
        guard type.kind == .class, !type.isNested, suffixes.contains(where: type.name.hasSuffix) else { return nil }
        return observableProtocol(of: type, in: index) == nil ? nil : "ObservableObject"
    }

    /// The app's protocol through which `type` is an `ObservableObject` (`Coodinator`), directly or
    /// through protocols it refines.
    static func observableProtocol(of type: TypeDeclaration, in index: DeclarationIndex) -> TypeDeclaration? {
        for name in type.inherited {
            var seen: Set<String> = []
            var pending = [name]
            while let next = pending.popLast() {
                guard seen.insert(next).inserted, let declared = index.type(named: next, kinds: [.protocol]) else { continue }
                if declared.inheritedNames.contains("ObservableObject") { return index.type(named: name, kinds: [.protocol]) }
                pending += declared.inheritedNames
            }
        }
        return nil
    }

    /// What `init` adds to the coordinators' finding where one is an `ObservableObject` through a protocol
    /// of the app; empty otherwise.
    static func throughProtocolNote(_ classes: [TypeDeclaration], in index: DeclarationIndex) -> String {
        let through = classes.compactMap { type in
            conformance(of: type) == nil ? observableProtocol(of: type, in: index).map { (type.name, $0.name) } : nil
        }
        guard let (className, protocolName) = through.first else { return "" }
        return
            "; \(className) is an ObservableObject through \(protocolName), which coordgen does not take for the coordinator protocol (it is not named like one, or too few classes conform to it): new coordinators conform to ObservableObject (--protocol \(protocolName) adopts it instead)"
    }
}
