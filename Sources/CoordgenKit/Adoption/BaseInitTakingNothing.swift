import SwiftSyntax

/// Reads ``SuperInitTakingNothing``: the coordinators' base class holds the navigation controller, but the
/// nearest class of its chain that declares initialisers is made with `init()` alone (`override init()`,
/// or none declared), so each flow declares the initialiser its parent calls. Where the siblings declare
/// one taking the stack (`init(navigationController: UINavigationController)`), a new flow takes it as
/// they label it; where nothing records an initialiser, it takes the stack the base holds, as its parent
/// passes it. Nothing where an initialiser taking the stack is already recorded, or where a parent hands
/// the stack over after `init()` and no sibling declares one (``StackHandedAfterInit``).
struct BaseInitTakingNothing {
    let index: DeclarationIndex

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        guard shape.baseInitTakesNothing == nil, shape.passedToBaseInit == nil, shape.baseInitCall == nil,
            shape.flowType?.baseInitLabel == nil, shape.superclass == nil, shape.router == nil, shape.routes == nil,
            let navigation = shape.navigation, navigation.holder == nil, navigation.declaredByFlows != true,
            shape.initializers.count <= 1, shape.initializers.allSatisfy({ $0.parameters.isEmpty }) || takesTheStackAlone(shape),
            let baseName = shape.baseClass, let base = index.type(named: baseName, kinds: [.class]), !base.isGeneric,
            (base.members ?? []).contains(where: { declares(navigation.name, $0.decl) }),
            let plainInit = plainInitializer(from: base)
        else { return }
        // The siblings' `init(presenter: UINavigationController)` recorded already: kept, with `super.init()` first.
        if takesTheStackAlone(shape) {
            shape.baseInitTakesNothing = true
            result.shape = shape
            return
        }
        let siblingLabel = stackLabel(of: siblings(of: baseName), navigationType: navigation.type)
        // A required `init()` with no sibling taking the stack: parents hand it over after (or the flow makes its own).
        if !shape.initializers.isEmpty, siblingLabel == nil { return }
        let label = siblingLabel ?? navigation.name
        let parameter = InitializerRequirement.Parameter(label: label, name: navigation.name, type: navigation.declaredType)
        shape.initializers = [InitializerRequirement(parameters: [parameter])]
        shape.baseInitTakesNothing = true
        result.shape = shape
        let taken = shape.initializers[0].signature
        let how = siblingLabel == nil ? "as its parent passes it" : "as its siblings declare it"
        // The base's `init()` read before is what this finding replaces.
        result.findings.removeAll { $0.topic == "init" }
        result.findings.append(
            AdoptionFinding(
                "init",
                "\(taken) (\(plainInit.owner) is made with \(plainInit.signature) alone: a new coordinator declares \(taken) \(how), calls super.init() and then sets `\(navigation.name)`) (shape.initializers, shape.baseInitTakesNothing)",
                plainInit.reference ?? base.reference))
    }

    /// Whether the one initialiser recorded takes the stack and nothing else.
    private func takesTheStackAlone(_ shape: ProtocolShape) -> Bool {
        guard shape.initializers.count == 1, let parameters = shape.initializers.first?.parameters, parameters.count == 1 else { return false }
        return shape.passesNavigation(parameters[0])
    }

    /// Whether `decl` declares the stored or computed property `name`.
    private func declares(_ name: String, _ decl: DeclSyntax) -> Bool {
        decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } ?? false
    }

    /// The class of `base`'s chain whose initialisers a subclass inherits and its `init()`, where every
    /// designated initialiser it declares takes nothing (or no class of the chain declares any).
    private func plainInitializer(from base: TypeDeclaration) -> (owner: String, signature: String, reference: SourceReference?)? {
        for type in index.classChain(from: base) {
            let initializers = (type.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            let designated = initializers.filter { initializer in
                !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } && initializer.optionalMark == nil
            }
            guard !designated.isEmpty else { continue }
            guard designated.allSatisfy({ $0.signature.parameterClause.parameters.isEmpty }), let first = designated.first else { return nil }
            let signature = first.modifiers.contains { $0.name.tokenKind == .keyword(.override) } ? "override init()" : "init()"
            return (type.name, signature, type.file.reference(to: DeclSyntax(first)))
        }
        return (base.name, "init()", nil)
    }

    /// The app's classes (not in tests) that subclass `base` directly.
    private func siblings(of base: String) -> [TypeDeclaration] {
        index.types.filter { $0.kind == .class && !$0.isDeclaredInTests && $0.inheritedNames.first == base }
    }

    /// The label most siblings give the parameter of their initialiser that takes the stack; ties go to
    /// the alphabetically first.
    private func stackLabel(of siblings: [TypeDeclaration], navigationType: String) -> String? {
        var counts: [String: Int] = [:]
        for sibling in siblings {
            for initializer in (sibling.members ?? []).compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) {
                guard let parameter = initializer.signature.parameterClause.parameters.first(where: { parameter in
                    TypeText(syntax: parameter.type).unwrapped.trimmedDescription == navigationType
                }) else { continue }
                counts[parameter.firstName.text, default: 0] += 1
            }
        }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
    }
}
