/// Where each coordinator declares its own `struct Dependency` (``NestedDependencyShape``): the struct a
/// new coordinator declares, and how its parent fills it.
extension RenderContext.Conventions {
    /// The struct, indented as a member of the class, where the shape records one and the coordinator
    /// reaches its navigation controller through it.
    var nestedDependencyDeclaration: String? {
        guard let nested = writtenNestedDependency else { return nil }
        return Self.indentedOneLevel(nested.declaration)
    }

    /// The recorded struct, where the navigation path starts with the holder the initialiser takes as
    /// that struct (`init(dependency: Dependency)`, `dependency.navigationController`).
    var writtenNestedDependency: NestedDependencyShape? {
        guard let nested = protocolShape.nestedDependency, let holder = protocolShape.navigation?.holder,
            initParameters.contains(where: { $0.name == holder && $0.type == nested.type })
        else { return nil }
        return nested
    }

    /// The argument a parent passes for `parameter` where it is the struct of the child's own:
    /// `ZebraCoordinator.Dependency(navigationController: dependency.navigationController, injector:
    /// dependency.injector)`, each member from what the parent has (`dependencyArguments`), else from the
    /// parent's own struct member of the same name.
    func nestedDependencyArgument(for parameter: InitializerRequirement.Parameter) -> String? {
        guard let nested = writtenNestedDependency, let holder = protocolShape.navigation?.holder, parameter.name == holder else {
            return nil
        }
        let arguments = nested.members.map { member in
            "\(member.name): \(dependencyArguments?[member.name] ?? "\(holder).\(member.name)")"
        }
        return "\(flowClass).\(nested.type)(\(arguments.joined(separator: ", ")))"
    }
}
