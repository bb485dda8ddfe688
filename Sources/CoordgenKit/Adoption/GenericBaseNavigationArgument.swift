import Foundation
import SwiftSyntax

/// A generic base class standing for the coordinator protocol whose one generic parameter is the view
/// controller its flows run (`class BaseCoordinator<ControllerType: UIViewController>` holding
/// `var presenter: ControllerType`, taken by `init(presenter: ControllerType)`), which every coordinator
/// subclassing it fills alike with a navigation controller (`: BaseCoordinator<UINavigationController>`).
/// Its requirements are read with the parameter standing for that argument, so the stack it holds is
/// the flows' navigation controller, and a new flow subclasses the base with the same argument
/// (`shape.baseClassArgument`). Nil where the base is not generic over one parameter, where a direct
/// subclass fills it otherwise, or where the argument is no navigation controller.
struct GenericBaseNavigationArgument: Equatable {
    /// The base's generic parameter (`ControllerType`).
    let parameter: String
    /// The navigation controller every flow gives for it (`UINavigationController`).
    let argument: String
    /// The classes that fill it (the direct subclasses), by name.
    let subclasses: [String]

    static func binding(of base: TypeDeclaration, index: DeclarationIndex) -> GenericBaseNavigationArgument? {
        guard base.kind == .class, base.isGeneric,
            let parameters = base.memberBlock?.parent?.as(ClassDeclSyntax.self)?.genericParameterClause?.parameters,
            parameters.count == 1, let parameter = parameters.first?.name.text
        else { return nil }
        let subclasses = index.types.filter { $0.kind == .class && !$0.isDeclaredInTests && $0.inheritedNames.first == base.name }
        let arguments = Set(subclasses.map { argument(of: $0.inherited.first ?? "") })
        guard !subclasses.isEmpty, arguments.count == 1, let argument = arguments.first ?? nil,
            NavigationControllerTypes(index: index).isNavigationController(argument)
        else { return nil }
        return GenericBaseNavigationArgument(parameter: parameter, argument: argument, subclasses: subclasses.map(\.name).sorted())
    }

    /// Why a subclass of the generic `base` is not coordgen's to write, as it is: its direct subclasses
    /// fill it differently (`Coordinator<Void>`, `Coordinator<Route>`), or all alike with what is no
    /// navigation controller (`Coordinator<Void>`, whose `start()` returns something templates do not write).
    static func unwritableReason(base: TypeDeclaration, index: DeclarationIndex) -> String {
        let subclasses = index.types.filter { $0.kind == .class && !$0.isDeclaredInTests && $0.inheritedNames.first == base.name }
        let arguments = Set(subclasses.compactMap { $0.inherited.first }.map { written -> String in
            guard let open = written.firstIndex(of: "<") else { return "" }
            return String(written[written.index(after: open)...].dropLast())
        })
        guard arguments.count == 1, let only = arguments.first, !only.isEmpty else {
            return "\(base.name) is generic, and its subclasses fill its arguments each with their own"
        }
        return "\(base.name) is generic, and its subclasses all fill it with \(only), but coordgen subclasses a generic base only where that argument is the flows' navigation controller or the result an Observable start() returns"
    }

    /// The one generic argument of a superclass as written (`UINavigationController` of
    /// `BaseCoordinator<UINavigationController>`); nil where it names none or several.
    static func argument(of written: String) -> String? {
        guard let open = written.firstIndex(of: "<"), written.last == ">" else { return nil }
        let inside = written[written.index(after: open)..<written.index(before: written.endIndex)].trimmingCharacters(in: .whitespaces)
        guard !inside.isEmpty, !inside.contains(","), !inside.contains("<") else { return nil }
        return inside
    }

    /// `declaration` with every type named like the parameter read as the argument
    /// (`var presenter: ControllerType` → `var presenter: UINavigationController`); `declaration` itself
    /// (in its tree, where its position is read) where it names no such type.
    func substituting(in declaration: DeclSyntax) -> DeclSyntax {
        let substitution = Substitution(parameter: parameter, argument: argument)
        let rewritten = substitution.rewrite(declaration).cast(DeclSyntax.self)
        return substitution.replaced ? rewritten : declaration
    }

    /// What init says of it.
    func finding(base: String) -> String {
        "\(base)<\(argument)> (\(base) is generic over \(parameter), which \(subclasses.joined(separator: ", ")) fill with \(argument): it is the flows' stack, and a new flow subclasses \(base)<\(argument)> too)"
    }

    private final class Substitution: SyntaxRewriter {
        let parameter: String
        let argument: String
        var replaced = false

        init(parameter: String, argument: String) {
            self.parameter = parameter
            self.argument = argument
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
            guard node.name.text == parameter, node.genericArgumentClause == nil else { return super.visit(node) }
            replaced = true
            return TypeSyntax(node.with(\.name, .identifier(argument, leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia)))
        }
    }
}
