extension AppShapeDetector {
    /// The modules of the SDK a generated coordinator reaches through UIKit alone, or never needs.
    static let importsWithoutRequirementTypes: Set<String> = ["Foundation", "UIKit", "SwiftUI", "Swift"]

    /// Where the protocol requires a property of a type the app does not declare (`var disposeBag:
    /// DisposeBag { get }`), the other modules the protocol's file imports (`RxSwift`, `RxCocoa`): a new
    /// coordinator declares that property, so its file imports them too. None where every required
    /// property's type is the app's or UIKit's.
    func detectRequirementImports(of found: inout DetectedProtocol, project: DetectedProject, notes: inout DetectionNotes) {
        let shape = found.shape
        let foreign = (shape.properties ?? []).map(\.type).filter { type in
            let base = type.split(separator: "<").first.map(String.init) ?? type
            return index.type(named: base) == nil && !Self.isUIKitName(base)
        }
        guard !foreign.isEmpty else { return }
        let excluded = Self.importsWithoutRequirementTypes.union([project.module])
        let imports = found.declaration.file.imports.filter { module in
            !excluded.contains(module) && !module.contains(".") && module != shape.name
        }
        guard !imports.isEmpty else { return }
        found.shape.requirementImports = imports
        notes.findings.append(
            AdoptionFinding(
                "imports",
                "\(shape.name) requires \(foreign.joined(separator: ", ")), which the app does not declare: generated coordinators import \(imports.joined(separator: ", ")) as its file does",
                found.declaration.reference))
    }

    /// A UIKit or Foundation type by Apple's prefixes (`UIViewController`, `NSObject`, `CGRect`).
    private static func isUIKitName(_ name: String) -> Bool {
        ["UI", "NS", "CG", "CA"].contains { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }
    }
}
