import SwiftSyntax

/// A finish closure that passes the finished coordinator back to its parent (`var finishAction:
/// (ViewControllerCoordinator) -> Void`, `var didFinish: ((Coordinator) -> Void)?` of a base class): the
/// flows call it with `self` (`finishAction(self)`, `didFinish?(self)`), and a parent removes what it is
/// passed from its children (`childCoordinators.removeAll { $0 === coordinator }`). A new flow passes
/// `self` too, where the parameter's type is one every new flow is: the coordinator protocol, a protocol
/// it refines, or the base class new flows inherit.
struct FinishArgumentSelf {
    let index: DeclarationIndex
    let shape: ProtocolShape

    /// Whether `self` of a new flow is a value of `parameterType` (`ViewControllerCoordinator`, `any
    /// Coordinator`).
    func fits(_ parameterType: String) -> Bool {
        Self.ownTypes(of: shape).contains(Self.bareName(parameterType))
    }

    /// The types a new flow is: the protocol it conforms to, those it refines, the base class it inherits.
    static func ownTypes(of shape: ProtocolShape) -> Set<String> {
        Set([shape.name] + (shape.refines ?? []) + [shape.baseClass].compactMap { $0 })
    }

    /// `Coordinator` of `any Coordinator`, `(any Coordinator)`.
    static func bareName(_ type: String) -> String {
        var name = Substring(type).drop(while: { $0 == "(" || $0 == " " })
        while name.last == ")" || name.last == " " { name = name.dropLast() }
        if name.hasPrefix("any ") { name = name.dropFirst(4) }
        return String(name)
    }

    /// A method of the coordinators or their base classes that takes one value of `parameterType` and
    /// removes it from a collection (`removeChildCoordinatorOnFinish(_:)`, `popCoordinator(_:)`): what a
    /// parent does with the coordinator its child passes, as `Type.method(_:)`; nil where none does.
    func parentUse(of parameterType: String, among coordinators: [TypeDeclaration]) -> String? {
        let bare = Self.bareName(parameterType)
        let bases = CoordinatorConformances(index: index, protocolName: shape.name).baseClasses
        for type in coordinators + bases {
            for member in index.members(of: type) {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                    let parameter = function.signature.parameterClause.parameters.first,
                    function.signature.parameterClause.parameters.count == 1,
                    Self.bareName(parameter.type.trimmedDescription) == bare,
                    Self.removes((parameter.secondName ?? parameter.firstName).text, in: body)
                else { continue }
                return "\(type.name).\(SiblingImplementations.key(function))"
            }
        }
        return nil
    }

    /// Whether `body` names `parameter` and calls a `remove…` method (`remove(at:)`, `removeAll(where:)`).
    private static func removes(_ parameter: String, in body: CodeBlockSyntax) -> Bool {
        let names = SwiftDeclarationLookup.all(DeclReferenceExprSyntax.self, in: body) { _ in true }.map(\.baseName.text)
        return names.contains(parameter) && names.contains { $0.hasPrefix("remove") }
    }
}
