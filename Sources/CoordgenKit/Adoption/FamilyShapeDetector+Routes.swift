import Foundation
import SwiftSyntax

/// The SwiftUI family's part of ``FamilyShapeDetector``: the route enum a protocol with a `Hashable`
/// associated type describes.
extension FamilyShapeDetector {
    /// A protocol with a `Hashable` associated type, a requirement naming the first case and a view
    /// builder over it, whose coordinators hold a navigation state: the SwiftUI route enum. Its
    /// requirements leave `otherRequirements`.
    func routes(of shape: inout ProtocolShape, baseMembers: [DeclSyntax]) -> RouteShape? {
        let members = (declaration.members ?? []).map(\.decl)
        guard
            let associated = members.compactMap({ $0.as(AssociatedTypeDeclSyntax.self) }).first(where: {
                $0.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "Hashable" } ?? false
            })
        else { return nil }
        let enumName = associated.name.text
        let builders = members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { function in
            function.signature.parameterClause.parameters.first.map { TypeText(syntax: $0.type).baseName == enumName } ?? false
        }
        guard let builder = builders.first, let label = builder.signature.parameterClause.parameters.first?.firstName.text,
            let navigator = baseMembers.compactMap(Self.storedProperty).first(where: { _, type in
                index.type(named: type.baseName, kinds: [.class]).map { $0.name.contains("Navigat") || $0.name.contains("Router") } ?? false
            })
        else { return nil }
        let firstRoute = members.compactMap(Self.storedProperty).first { $0.1.baseName == enumName }?.0
        let extensionMethods = index.extensions(of: declaration.name).flatMap { Array($0.members ?? []) }.compactMap {
            $0.decl.as(FunctionDeclSyntax.self)
        }
        let showing = extensionMethods.filter {
            $0.signature.parameterClause.parameters.first.map { TypeText(syntax: $0.type).baseName == enumName } ?? false
        }.map(\.name.text)
        let baseMethods = baseMembers.compactMap { $0.as(FunctionDeclSyntax.self)?.name.text }
        func named(_ word: String, in names: [String]) -> String {
            names.first { $0 == word } ?? names.first { $0.hasPrefix(word) } ?? word
        }
        let variable = baseMembers.compactMap { $0.as(VariableDeclSyntax.self) }.first {
            $0.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == navigator.0
        }
        let settable = variable?.bindingSpecifier.text == "var" && !(variable?.modifiers.contains { $0.detail != nil } ?? false)
        let perFlow = index.types.contains { $0.isNested && $0.name == enumName && $0.kind == .enum }
        // One enum for the whole app: the type the coordinators give their first route (`Route`).
        let appEnum =
            perFlow
            ? nil
            : firstRoute.flatMap { firstRoute in
                index.types.filter { $0.kind == .class && $0.inherited.contains(declaration.name) }.lazy
                    .compactMap {
                        ($0.members ?? []).lazy.compactMap { Self.storedProperty($0.decl) }.first { $0.0 == firstRoute }?.1.baseName
                    }
                    .first
            }

        // What the route enum accounts for is no longer an unknown requirement.
        let consumed = Set(
            members.filter { member in
                member.is(AssociatedTypeDeclSyntax.self) || builders.contains { Syntax($0).id == Syntax(member).id }
                    || (Self.storedProperty(member).map { $0.1.baseName == enumName } ?? false)
            }.map(\.requirementText))
        shape.otherRequirements.removeAll(where: consumed.contains)
        return RouteShape(
            enum: appEnum ?? enumName, perFlow: perFlow, firstRoute: firstRoute, viewBuilder: "\(builder.name.text)(\(label):)",
            navigator: PropertyRequirement(
                name: navigator.0, type: navigator.1.unwrapped.trimmedDescription, optional: navigator.1.isOptional, settable: settable),
            push: named("push", in: showing), present: named("present", in: showing), pop: named("pop", in: baseMethods),
            dismiss: named("dismiss", in: baseMethods))
    }
}
