import SwiftSyntax

/// Types named `*Coordinator` in an app with no coordinator protocol nor base class, that the
/// naming-convention family (``NamingConventionShapeDetector``) cannot read: plain classes that show
/// screens through a `rootViewController: UIViewController` they present on, or return their views
/// (`func rootView() -> AnyView`), with no `UINavigationController` and no `start()` two of them share;
/// and SwiftUI views named like coordinators (`struct FirstFlowCoordinator<Content: View>: View`). The
/// refusal names them with what each holds, and what would let `init` adopt them, instead of the generic
/// "no coordinator protocol found" that suggests a `--protocol` such an app has no answer to.
struct CoordinatorsSharingOnlyTheirNames {
    /// The classes, as the naming-convention family reads them.
    let classes: [NamingConventionShapeDetector.Member]
    /// The top-level structs named like coordinators.
    let structs: [TypeDeclaration]
    let index: DeclarationIndex

    /// Nil where the app declares no such type.
    init?(index: DeclarationIndex) {
        classes = NamingConventionShapeDetector(index: index).candidates().filter { !$0.type.isDeclaredInTests }
        structs = index.types.filter { type in
            type.kind == .struct && !type.isNested && !type.isDeclaredInTests && type.name.hasSuffix("Coordinator")
        }
        self.index = index
        guard !classes.isEmpty || !structs.isEmpty else { return nil }
    }

    /// The one line `init` refuses with.
    var refusal: String {
        var parts: [String] = []
        if !classes.isEmpty {
            parts.append(
                "the classes named like coordinators (\(Self.listed(classes.map(describe)))) share no protocol nor base class, and coordgen adopts such classes where two or more hold a `UINavigationController` property and have start(), which it pushes new screens on and starts new flows with"
            )
        }
        if !structs.isEmpty {
            // `ContentFlowCoordinator (View)`, `SettingsCoordinator (View, CoordinatorProtocol)`.
            let described = structs.map { type in type.inherited.isEmpty ? type.name : "\(type.name) (\(type.inherited.joined(separator: ", ")))" }
            let are = structs.count == 1 ? "is a struct" : "are structs"
            parts.append(
                "the types named like coordinators \(Self.listed(described)) \(are), which coordgen does not adopt: it writes into coordinator classes")
        }
        let advice =
            classes.isEmpty
            ? "coordgen finds no coordinator class to record; write new flows by hand"
            : "give the coordinator classes that shape, or a protocol they all conform to, and run coordgen init again, or write new flows by hand"
        return "no coordinator protocol found: \(parts.joined(separator: "; and ")); \(advice)"
    }

    /// `MainCoordinator (holds rootViewController: UIViewController, no start())`.
    private func describe(_ member: NamingConventionShapeDetector.Member) -> String {
        let members = index.members(of: member.type).map(\.decl)
        let held = members.lazy.compactMap(Self.heldController).first
        let view = members.lazy.compactMap(Self.viewBuilder).first
        var traits = [held.map { "holds \($0)" } ?? view.map { "returns its view from \($0)" } ?? "holds no view controller"]
        traits.append(member.startsPlainly ? "start()" : "no start()")
        return "\(member.type.name) (\(traits.joined(separator: ", ")))"
    }

    /// `rootViewController: UIViewController`: a stored property typed like a view controller.
    private static func heldController(_ decl: DeclSyntax) -> String? {
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first, binding.accessorBlock == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type
        else { return nil }
        return TypeText(syntax: type).baseName.hasSuffix("Controller") ? "\(name): \(type.trimmedDescription)" : nil
    }

    /// `rootView() -> AnyView`: a method returning a view.
    private static func viewBuilder(_ decl: DeclSyntax) -> String? {
        guard let function = decl.as(FunctionDeclSyntax.self), let returned = function.signature.returnClause?.type.trimmedDescription,
            returned.hasSuffix("View")
        else { return nil }
        return "\(function.name.text)() -> \(returned)"
    }

    private static func listed(_ names: [String]) -> String {
        names.count > 4 ? names.prefix(4).joined(separator: ", ") + " and \(names.count - 4) more" : names.joined(separator: ", ")
    }
}
