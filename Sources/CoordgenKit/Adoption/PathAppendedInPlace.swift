import SwiftSyntax

/// SwiftUI coordinator classes with no protocol that hold their stack but declare no method pushing onto
/// it: `@Published var path: [HomeRoute] = []`, or a `NavigationPath` whose routes the view holding the
/// coordinator maps in `.navigationDestination(for: HomeRoute.self) { route in switch route { … } }`, and
/// the screens append to it themselves (`coordinator.path.append(.detail)`).
///
/// Read where ``ProtocolFreeShapeDetector`` finds no push method, and recorded as a push and a pop
/// through the path (`shape.routes.push: path.append`, `pop: path.removeLast`): a new screen's method
/// appends to the path, and a new coordinator holds a path like theirs and, as they do, declares no
/// push nor pop of its own.
struct PathAppendedInPlace {
    let index: DeclarationIndex

    /// The enum `type` holds in `path` without a push method: the element of an array of one of the
    /// app's enums, or, for a `NavigationPath`, the one enum the views holding `type` map in a switch of
    /// their `.navigationDestination(for:)`; nil where neither is certain.
    func pushedEnum(of type: TypeDeclaration, path: ProtocolFreeShapeDetector.Property) -> String? {
        if path.type.hasPrefix("["), !path.type.contains(":") {
            let element = ProtocolFreeShapeDetector.lastComponent(String(path.type.dropFirst().dropLast()))
            return declaresEnum(element, in: type) ? element : nil
        }
        guard path.type == "NavigationPath" else { return nil }
        let mapped = Set(destinationTypes(inViewsHolding: type.name).map(ProtocolFreeShapeDetector.lastComponent))
            .filter { declaresEnum($0, in: type) && !DestinationViews.mapping($0, of: [type.name], in: index).isEmpty }
        return mapped.count == 1 ? mapped.first : nil
    }

    /// The push recorded for coordinators appending to `path` in place (`path.append`).
    static func push(onto path: String) -> String { "\(path).append" }

    /// The pop recorded for them where they declare none (`path.removeLast`).
    static func pop(from path: String) -> String { "\(path).removeLast" }

    /// Whether recorded routes are pushed by appending to the path in place, so a new coordinator
    /// declares no push nor pop method of its own.
    static func isRecorded(_ routes: RouteShape) -> Bool { routes.appendsInPlace }

    /// What `init` says of the routes it read this way.
    static func finding(enumName: String, className: String, path: String, builder: String, others: [String]) -> String {
        "\(enumName) appended to \(className).\(path) in place (no push method: a new screen's method appends to \(path) and removes from it with \(pop(from: path))(), and a new coordinator declares neither, as theirs do), shown by \(builder)"
            + (others.isEmpty
                ? ""
                : "; \(className) also holds \(others.joined(separator: ", ")), which new screens leave alone (shape.routes.navigator in .coordgen.yml)")
    }

    // MARK: Reading

    private func declaresEnum(_ name: String, in type: TypeDeclaration) -> Bool {
        (index.declarations(named: "\(type.name).\(name)") + index.declarations(named: name)).contains { $0.kind == .enum }
    }

    /// `T` of every `.navigationDestination(for: T.self)` in the views that hold `className` in a stored
    /// property (`@StateObject var coordinator = HomeCoordinator()`, `@ObservedObject var coordinator:
    /// HomeCoordinator`, `@EnvironmentObject`, `@Environment(HomeCoordinator.self)`).
    private func destinationTypes(inViewsHolding className: String) -> [String] {
        index.types.filter { $0.kind == .struct && $0.inherited.contains("View") && holds($0, className) }.flatMap { view in
            view.memberBlock.map { block in
                SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: block) { call in
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationDestination"
                }.compactMap { call -> String? in
                    guard let argument = call.arguments.first(where: { $0.label?.text == "for" })?.expression.trimmedDescription,
                        argument.hasSuffix(".self")
                    else { return nil }
                    return String(argument.dropLast(".self".count))
                }
            } ?? []
        }
    }

    private func holds(_ view: TypeDeclaration, _ className: String) -> Bool {
        (view.members ?? []).contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first else { return false }
            if let annotation = binding.typeAnnotation, TypeText(syntax: annotation.type).baseName == className { return true }
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == className
            {
                return true
            }
            return variable.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self)?.arguments?.trimmedDescription == "\(className).self"
            }
        }
    }
}

extension ProtocolFreeShapeDetector {
    /// `init`'s routes finding for `type`'s path appended to in place, naming the other paths it holds.
    func inPlaceFinding(_ routes: RouteShape, of type: TypeDeclaration) -> String {
        let others = allMembers(of: type).compactMap(Self.property).filter { property in
            property.name != routes.navigator.name && property.settable
                && (property.type == "NavigationPath" || (property.type.hasPrefix("[") && !property.type.contains(":")))
        }
        return PathAppendedInPlace.finding(
            enumName: routes.enum, className: type.name, path: routes.navigator.name,
            builder: routes.destinationsInViews == true ? "the views' .navigationDestination(for:)" : routes.viewBuilder,
            others: others.map(\.name))
    }
}
