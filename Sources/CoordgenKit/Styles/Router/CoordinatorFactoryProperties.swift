import SwiftSyntax

/// The names one router-family coordinator keeps the app's factories under, where its own stored
/// properties name them otherwise than the shape records: in an app whose coordinators say `factory`
/// in some and `moduleFactory` in others (`private let moduleFactory: MainModuleFactoryType`), a screen
/// added to a coordinator calls that coordinator's property, found by its type (the screen factory's
/// protocol, `{Name}ModuleFactoryType` matching any flow's, or its implementation).
struct CoordinatorFactoryProperties: Equatable, Sendable {
    /// The coordinator's property holding the screen factory, where not `shape.screenFactory.property`.
    var screenFactory: String?
    /// The coordinator's property holding the coordinator factory, where not `shape.coordinatorFactory.property`.
    var coordinatorFactory: String?

    /// The properties `className` (declared in `text`) holds the shape's factories under, where one is
    /// named otherwise than the shape says; nil where each is as recorded, or not found in its body
    /// (a base class's is the shape's).
    static func read(ofClass className: String, in text: String, shape: ProtocolShape) -> CoordinatorFactoryProperties? {
        guard shape.screenFactory != nil || shape.coordinatorFactory != nil,
            let parsed = try? ParsedSwiftSource(text),
            let type = try? TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree),
            let members = type.asProtocol(DeclGroupSyntax.self)?.memberBlock.members
        else { return nil }
        let stored = storedProperties(in: members)
        func held(_ factory: FactoryShape?) -> String? {
            guard let factory, let name = stored.first(where: { holds(factory, typeName: $0.type) })?.name, name != factory.property
            else { return nil }
            return name
        }
        let found = CoordinatorFactoryProperties(screenFactory: held(shape.screenFactory), coordinatorFactory: held(shape.coordinatorFactory))
        return found.screenFactory == nil && found.coordinatorFactory == nil ? nil : found
    }

    /// Whether a property of type `typeName` holds `factory`: its protocol (any flow's where it is named
    /// per flow) or its implementation.
    static func holds(_ factory: FactoryShape, typeName: String) -> Bool {
        typeName == factory.implementation || NamingScheme.match(factory.protocol, typeName) != nil
    }

    /// Each stored property's name and type name (`moduleFactory`, `MainModuleFactoryType`), in order.
    private static func storedProperties(in members: MemberBlockItemListSyntax) -> [(name: String, type: String)] {
        members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable in
            variable.bindings.compactMap { binding -> (name: String, type: String)? in
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                    let annotation = binding.typeAnnotation
                else { return nil }
                return (SourceEditNames.unescaped(name), TypeText(syntax: annotation.type).baseName)
            }
        }
    }
}

extension RenderContext.Conventions {
    /// The property the coordinator calls the screen factory through (its own name for it, else the shape's).
    var heldScreenFactory: String? { factoryProperties?.screenFactory ?? shape.protocol.screenFactory?.property }
    /// The property the coordinator calls the coordinator factory through (its own name for it, else the shape's).
    var heldCoordinatorFactory: String? { factoryProperties?.coordinatorFactory ?? shape.protocol.coordinatorFactory?.property }
}
