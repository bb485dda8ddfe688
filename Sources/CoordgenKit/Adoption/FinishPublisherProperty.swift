import SwiftSyntax

/// A property the coordinator protocol requires through which a coordinator publishes that its flow
/// finished (`var didFinishPublisher: AnyPublisher<Void, Never> { get }`, RxSwift's `Observable<Void>`):
/// each coordinator's own, which its parent subscribes to. Taken from the parent, a new flow would
/// publish its parent's finish, and the parent's parent would take the child's end for the parent's;
/// a new coordinator makes a publisher of its own instead, which it sends nothing through until the
/// user sends its end (the finding says so).
enum FinishPublisherProperty {
    /// A publisher of its own for the property `name` of type `type`, or nil where the property is not
    /// a finish publisher of a kind coordgen can make (Combine's `AnyPublisher`, RxSwift's `Observable`).
    static func ownValue(name: String, type: TypeText) -> String? {
        let lowered = name.lowercased()
        guard ["finish", "complet", "didend", "close"].contains(where: lowered.contains), !type.isOptional,
            let generic = type.unwrapped.as(IdentifierTypeSyntax.self), let arguments = generic.genericArgumentClause?.arguments
        else { return nil }
        let written = arguments.map(\.argument.trimmedDescription).joined(separator: ", ")
        switch generic.name.text {
        case "AnyPublisher" where arguments.count == 2: return "PassthroughSubject<\(written)>().eraseToAnyPublisher()"
        case "Observable" where arguments.count == 1: return "PublishSubject<\(written)>().asObservable()"
        default: return nil
        }
    }

    /// What the finding says of it.
    static func explanation(name: String, value: String) -> String {
        "the finish each coordinator publishes for its parent to subscribe to, never its parent's: a new coordinator publishes its own, let \(name) = \(value), which nothing sends yet (send through a subject of its own when the flow ends and subscribe in its parent as the app's parents do; shape.properties in .coordgen.yml)"
    }
}
