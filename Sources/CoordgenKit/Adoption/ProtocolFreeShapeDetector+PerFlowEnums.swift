import SwiftSyntax

extension ProtocolFreeShapeDetector {
    /// Where every coordinator class pushes an enum of its own, declared at the top level and named after
    /// its flow (`HomeRoute` for `HomeCoordinator`, `ChatRoute` for `ChatCoordinator`, often side by side
    /// in one `Routes.swift`): the pattern (`{Name}Route`). Nil where the coordinators share one enum,
    /// where only `type` pushes one, or where one of them pushes an enum the pattern does not name.
    ///
    /// Enums each coordinator nests (`nested`) are a pattern only where their names differ, each naming
    /// its flow (`HomeNavigation` in `HomeCoordinator`, `SearchNavigation` in `SearchCoordinator`); enums
    /// of one name (`Destination` in each) are not.
    func perFlowEnumPattern(of type: TypeDeclaration, enumName: String, nested: Bool = false) -> String? {
        guard let stem = Self.flowStem(of: type.name), let range = enumName.range(of: stem) else { return nil }
        if nested, enumName == stem { return nil }
        let pattern = enumName.replacingCharacters(in: range, with: NamingScheme.placeholder)
        var (alike, unlike) = (0, 0)
        for other in index.types where other.name != type.name && isCoordinator(other) {
            guard let pushed = pushedEnum(of: other) else { continue }
            guard let otherStem = Self.flowStem(of: other.name) else { return nil }
            guard pushed == NamingScheme.apply(pattern, to: otherStem) else {
                // An enum of the flow's name under another word (`WorkoutsRoute` beside `HomeDestination`)
                // leaves the pattern to the others; its screens go into the enum its view builder takes.
                guard pushed.hasPrefix(otherStem) else { return nil }
                unlike += 1
                continue
            }
            alike += 1
        }
        // Most flows (this one among them) name their enum by the pattern.
        return alike > 0 && alike + 1 > unlike ? pattern : nil
    }

    /// Whether `type` is one of the app's coordinator classes: a conformer of its protocol where one names
    /// them (`final class SearchCoordinator: VerticalCoordinatorProtocol`), else a protocol-free one.
    private func isCoordinator(_ type: TypeDeclaration) -> Bool {
        if let coordinatorClasses { return coordinatorClasses.contains(type.name) }
        return Self.conformance(of: type, in: index) != nil
    }

    /// The enum a coordinator class appends to its path (`routeStack.append(route)`): the one parameter
    /// of the method that appends it.
    private func pushedEnum(of type: TypeDeclaration) -> String? {
        let members = allMembers(of: type)
        let showMethods = PathAppendedByShowMethods(index: index)
        guard let path = showMethods.path(among: members.compactMap(Self.property)) else { return nil }
        let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
        let push = functions.first { function in
            function.signature.parameterClause.parameters.count == 1
                && (function.body?.description.contains("\(path.name).append(") ?? false)
        }
        return push.flatMap(showMethods.takingRoute).flatMap(Self.parameterType).map(Self.lastComponent)
            ?? (readsPathsAppendedInPlace ? PathAppendedInPlace(index: index).pushedEnum(of: type, path: path) : nil)
            ?? showMethods.appendedEnum(by: functions, onto: path)
    }

    /// A coordinator class's flow name (`Home` of `HomeCoordinator`, `Settings` of `SettingsRouter`).
    static func flowStem(of className: String) -> String? {
        guard let suffix = suffixes.first(where: className.hasSuffix), className.count > suffix.count else { return nil }
        return String(className.dropLast(suffix.count))
    }
}
