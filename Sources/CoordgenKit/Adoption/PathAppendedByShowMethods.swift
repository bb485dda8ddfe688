import SwiftSyntax

/// SwiftUI coordinator classes whose routes go by other names: the path is held beside other arrays
/// (`var childCoordinators: [any Coordinator] = []` before `var navigationPath = NavigationPath()`), the
/// routes are an enum of any name (`SettingsDestination`, `WorkoutsRoute`), the view builder is any
/// method that takes that enum and returns `some View` (`destinationView(for:)`), and no method takes a
/// route: one method per screen appends its case (`func showAbout() { navigationPath.append(
/// SettingsDestination.about) }`).
///
/// The enum is read from what those methods append (`X.case`, `X.case(…)`, or `.case` onto `[X]`), and
/// kept only where the class's view builder takes it. Recorded as a push and a pop through the path
/// (``PathAppendedInPlace``): a new screen's method appends its case to the path as its siblings do.
struct PathAppendedByShowMethods {
    let index: DeclarationIndex

    /// The path among `properties`: the first settable `NavigationPath`, or array of something other
    /// than a protocol or class of the app (children collections such as `[any Coordinator]` are not
    /// routes).
    func path(among properties: [ProtocolFreeShapeDetector.Property]) -> ProtocolFreeShapeDetector.Property? {
        properties.first { property in
            guard property.settable else { return false }
            if property.type == "NavigationPath" { return true }
            guard property.type.hasPrefix("["), property.type.hasSuffix("]"), !property.type.contains(":") else { return false }
            return !isReferenceType(String(property.type.dropFirst().dropLast()))
        }
    }

    /// The one enum the methods of `functions` append to `path`, where a view builder among them takes it.
    func appendedEnum(by functions: [FunctionDeclSyntax], onto path: ProtocolFreeShapeDetector.Property) -> String? {
        let element = path.type.hasPrefix("[") ? ProtocolFreeShapeDetector.lastComponent(String(path.type.dropFirst().dropLast())) : nil
        let appended = Set(functions.flatMap { appendedTypes(in: $0, onto: path.name, element: element) })
        guard appended.count == 1, let enumName = appended.first,
            let declared = index.declarations(named: enumName).first(where: { $0.kind == .enum }),
            declared.inherited.contains("Hashable") || element == enumName,
            ProtocolFreeShapeDetector(index: index, files: []).viewBuilder(in: functions, over: enumName) != nil
        else { return nil }
        return enumName
    }

    /// `push` where the one parameter it takes is a type of the app (a route); nil where it takes
    /// something else (`func showDetail(id: UUID)` appending a case it makes itself).
    func takingRoute(_ push: FunctionDeclSyntax) -> FunctionDeclSyntax? {
        guard let type = ProtocolFreeShapeDetector.parameterType(of: push) else { return nil }
        let name = ProtocolFreeShapeDetector.lastComponent(type.hasPrefix("any ") ? String(type.dropFirst(4)) : type)
        return index.declarations(named: name).isEmpty ? nil : push
    }

    // MARK: Reading

    private func isReferenceType(_ element: String) -> Bool {
        if element.hasPrefix("any ") || element.hasPrefix("(any ") { return true }
        let name = ProtocolFreeShapeDetector.lastComponent(element)
        return index.declarations(named: name).contains { $0.kind == .protocol || $0.kind == .class }
    }

    /// The enum of each value `function` appends to `path`: `X` of `X.about`, `X.detail(id: id)`, or of
    /// `.about` where the path is `[X]`.
    private func appendedTypes(in function: FunctionDeclSyntax, onto path: String, element: String?) -> [String] {
        guard let body = function.body else { return [] }
        return SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: body) { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append" else {
                return false
            }
            let base = member.base?.trimmedDescription
            return base == path || base == "self.\(path)"
        }.compactMap { call in
            guard let argument = call.arguments.first?.expression, call.arguments.count == 1 else { return nil }
            let value = argument.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument
            guard let access = value.as(MemberAccessExprSyntax.self) else { return nil }
            guard let base = access.base else { return element }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
    }
}
