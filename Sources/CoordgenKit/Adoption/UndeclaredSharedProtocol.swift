/// A protocol that most of the app's coordinator classes conform to but that no source coordgen reads
/// declares: `class DashboardCoordinator: NSObject, CoordinatorType`, with `CoordinatorType` from a
/// package the project fetches (`import MustacheUIKit`). Its requirements cannot be read, so `init`
/// refuses, naming it and the modules the coordinators' files import, instead of saying it found no
/// coordinator protocol at all.
struct UndeclaredSharedProtocol {
    let index: DeclarationIndex

    /// The modules Apple ships, which declare no coordinator protocol.
    private static let appleModules: Set<String> = ["UIKit", "Foundation", "SwiftUI", "Combine", "SafariServices", "os", "Observation"]

    /// The one line `init` refuses with; nil where no undeclared protocol named like a coordinator's is
    /// conformed to by two or more classes named `*Coordinator` and by more than half of them.
    func refusal() -> String? {
        let coordinators = index.types.filter { type in
            type.kind == .class && !type.isNested && !type.isDeclaredInTests && type.name.hasSuffix("Coordinator")
        }
        let undeclared = Set(coordinators.flatMap(\.inheritedNames)).filter { name in
            name.contains("Coordinator") && index.type(named: name) == nil
        }
        let counted = undeclared.map { name in (name, coordinators.filter { $0.inheritedNames.contains(name) }) }
        guard let (name, conformers) = counted.max(by: { ($0.1.count, $1.0) < ($1.1.count, $0.0) }),
            conformers.count >= 2, conformers.count * 2 > coordinators.count
        else { return nil }
        let modules = Set(conformers.flatMap(\.file.imports)).subtracting(Self.appleModules).sorted()
        let from = modules.isEmpty ? "" : " (their files import \(modules.joined(separator: ", ")))"
        return
            "the coordinator classes conform to \(name) (\(conformers.count) of \(coordinators.count), such as \(conformers[0].name)), which no source here declares\(from): coordgen reads a protocol's requirements from its declaration, so it cannot adopt them; declare it in the app, or name a protocol of the app with --protocol NAME"
    }
}
