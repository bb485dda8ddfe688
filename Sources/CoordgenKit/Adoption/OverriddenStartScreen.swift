import SwiftSyntax

/// The screen property a base class's `start` shows, which the flows override instead of `start()`:
/// `open class Coordinator { var startViewController: UIViewController { UIViewController() } }` whose
/// `start(animated:onEnded:)` is declared in an extension (`router.start(startViewController, …)`), with
/// `final class HomeCoordinator: Coordinator { override var startViewController: UIViewController {
/// HomeViewController() } }`. A subclass cannot override that `start`, so a new flow overrides the
/// property with its first screen and declares no `start()` of its own (`shape.startScreen`); its parent
/// calls the base's `start()` as for the others.
struct OverriddenStartScreen {
    let index: DeclarationIndex

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        guard result.shape.startScreen == nil, let baseName = result.shape.baseClass,
            let base = index.type(named: baseName, kinds: [.class]), !declaresStart(base), startsInExtension(base),
            let property = overriddenScreenProperty(of: base)
        else { return }
        result.shape.startScreen = property
        result.findings.append(
            AdoptionFinding(
                "start",
                "\(baseName) starts a flow by showing its `\(property)`, which the flows override; its start() is no method a subclass can override, so a new flow overrides `\(property)` with its first screen and declares no start() (shape.startScreen)",
                base.reference))
    }

    /// Whether the base class's own body declares a `start` method a subclass could override.
    private func declaresStart(_ base: TypeDeclaration) -> Bool {
        (base.members ?? []).contains { member in member.decl.as(FunctionDeclSyntax.self)?.name.text == "start" }
    }

    /// Whether an extension of the base class declares its `start`, and none of its subclasses declares
    /// one of its own (where flows write `start()`, a new flow does too).
    private func startsInExtension(_ base: TypeDeclaration) -> Bool {
        let subclasses = index.types.filter { $0.kind == .class && $0.inheritedNames.first == base.name }
        return index.extensions(of: base.name).contains { $0.functionNames.contains("start") }
            && !subclasses.contains { $0.functionNames.contains("start") }
    }

    /// The computed instance property of `base` typed `UIViewController` that a subclass overrides.
    private func overriddenScreenProperty(of base: TypeDeclaration) -> String? {
        let computed = (base.members ?? []).compactMap { member -> String? in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class", "final", "private", "fileprivate"].contains($0.name.text) }),
                let binding = variable.bindings.first, binding.accessorBlock != nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let annotation = binding.typeAnnotation, TypeText(syntax: annotation.type).baseName == "UIViewController"
            else { return nil }
            return name
        }
        let subclasses = index.types.filter { $0.kind == .class && $0.inheritedNames.first == base.name }
        return computed.first { name in subclasses.contains { overrides(name, in: $0) } }
    }

    private func overrides(_ name: String, in type: TypeDeclaration) -> Bool {
        (type.members ?? []).contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "override" })
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }
}
