import SwiftSyntax

/// A view's property that reads an `@Observable` coordinator from the environment by its type:
/// `@Environment(AppCoordinator.self) private var coordinator`. The view holds the coordinator as
/// surely as through `@State` or `@Bindable`, but has no `$coordinator`: a binding to one of its
/// properties is `Bindable(coordinator).child`.
enum EnvironmentObservable {
    /// Whether `variable` is `@Environment(className.self) var …` with no value, and no type annotation or
    /// the class itself (`@Environment(AppCoordinator.self) private var coordinator: AppCoordinator`).
    static func isRead(_ variable: VariableDeclSyntax, className: String) -> Bool {
        guard let binding = variable.bindings.first, binding.initializer == nil,
            binding.typeAnnotation.map({ $0.type.trimmedDescription == className }) ?? true
        else { return false }
        return variable.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1
            else { return false }
            return arguments.first?.expression.trimmedDescription == "\(className).self"
        }
    }
}
