import SwiftSyntax

/// Reads what the plain family (the "MainCoordinator" tutorials) keeps outside its coordinator protocol
/// or implements beside it: requirements a protocol extension implements (provided, never written again),
/// the `parentCoordinator` the finish mechanism already accounts for, a navigation controller or a
/// `didFinish` closure that every coordinator class declares although the protocol does not, and the
/// properties a new coordinator can store itself (`var id: UUID` as `let id = UUID()`, a dependency
/// passed from the parent's property of the same name).
///
/// It runs after ``FamilyShapeDetector`` and only changes what would otherwise be refused or missing, so
/// the shapes of apps whose protocol says everything are unchanged.
struct PlainShapeDetector {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    /// Requirements coordgen writes or knows already (`ProtocolShape.otherRequirements`), left as they are.
    private static let known: Set<String> = ["start", "finish", "findCoordinator", "firstPushedScreen"]

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        let coordinators = CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type)
        markProvided(&shape, result: &result)
        if shape.finish.kind == .parent, let property = shape.finish.property {
            completeParentProperty(property, &shape, coordinators: coordinators, result: &result)
        }
        let plain = shape.baseClass == nil && shape.superclass == nil && shape.router == nil && shape.routes == nil
        if plain {
            if shape.navigation == nil { completeNavigation(&shape, coordinators: coordinators, result: &result) }
            completeInitializer(&shape, coordinators: coordinators, result: &result)
            if shape.finish.kind == .none { completeFinishClosure(&shape, coordinators: coordinators, result: &result) }
            storeProperties(&shape, coordinators: coordinators, result: &result)
        }
        result.shape = shape
    }

    // MARK: What the classes declare beside the protocol

    /// `var parentCoordinator: Coordinator? { get set }` is the finish mechanism's own property, not a
    /// requirement to write again, and weak wherever it can be: a strong reference back to the parent is
    /// a retain cycle (doctor's strong-finish-delegate), so new coordinators do not copy it from classes
    /// that hold it strongly.
    private func completeParentProperty(
        _ property: String, _ shape: inout ProtocolShape, coordinators: [TypeDeclaration], result: inout ProtocolShapeDetector.Result
    ) {
        shape.otherRequirements.removeAll { RequirementSignature($0).isProperty(property) }
        let canBeWeak = shape.finish.parentType == shape.name ? shape.classBound : true
        guard shape.finish.weak != true, canBeWeak else { return }
        shape.finish.weak = true
        if Self.mostCommon(property: property, in: coordinators)?.isWeak == false {
            result.undecided.append(
                "the coordinators hold \(property) strongly, a retain cycle (doctor: strong-finish-delegate); new coordinators hold it weak (shape.finish.weak in .coordgen.yml)"
            )
        }
    }

    /// A navigation controller every class declares, or keeps inside what it is handed
    /// (`dependency.navigationController`, a path), where the protocol requires none.
    private func completeNavigation(_ shape: inout ProtocolShape, coordinators: [TypeDeclaration], result: inout ProtocolShapeDetector.Result) {
        if let found = navigationInClasses(coordinators) {
            shape.navigation = found
            result.undecided.removeAll { $0.hasPrefix("no navigation controller property in") }
            result.findings.append(
                AdoptionFinding(
                    "navigation",
                    "\(found.name): \(found.declaredType), declared by the coordinator classes (\(shape.name) does not require it)",
                    coordinators.first?.reference))
        } else if let (found, holderType) = navigationInHolders(coordinators) {
            shape.navigation = found
            result.undecided.removeAll { $0.hasPrefix("no navigation controller property in") }
            result.findings.append(
                AdoptionFinding(
                    "navigation",
                    "\(found.name): \(found.declaredType), kept in the \(holderType) the coordinator classes are handed (\(shape.name) does not require it)",
                    coordinators.first?.reference))
            if found.holderPerCoordinator == true, let leaf = found.name.split(separator: ".").last,
                let nested = NestedDependencyDetector(index: index).detect(
                    in: coordinators, holderType: holderType, navigationLeaf: String(leaf))
            {
                shape.nestedDependency = nested
                result.findings.append(
                    AdoptionFinding("dependency", NestedDependencyDetector.finding(nested), coordinators.first?.reference))
            }
        }
    }

    /// The initialiser was read from the coordinators that hold a window (the root, a tab bar); a new
    /// flow is made like the ones that are handed a navigation controller.
    private func completeInitializer(_ shape: inout ProtocolShape, coordinators: [TypeDeclaration], result: inout ProtocolShapeDetector.Result) {
        guard let navigation = shape.navigation, let recorded = shape.initializers.first,
            !recorded.parameters.contains(where: shape.passesNavigation),
            let initializer = initializerPassing(navigation, coordinators: coordinators, shape: shape)
        else { return }
        shape.initializers = [initializer]
        result.findings.removeAll { $0.topic == "init" }
        result.findings.append(
            AdoptionFinding(
                "init",
                "\(initializer.signature) (what the coordinators handed a \(navigation.type) share; \(recorded.signature) is the ones holding a window)",
                coordinators.first?.reference))
    }

    /// A finish closure each class declares where the protocol has no finish: a new flow may declare one
    /// passing nothing where it cannot pass what they do; where each declares it with what it passes
    /// back, a new flow's passes nothing.
    private func completeFinishClosure(_ shape: inout ProtocolShape, coordinators: [TypeDeclaration], result: inout ProtocolShapeDetector.Result) {
        if let (property, type) = finishClosureInClasses(coordinators) {
            let passes = !FinishMechanism(kind: .closure, closureType: type).closureTakesNoArguments
            shape.finish = FinishMechanism(kind: .closure, property: property, closureType: type, declaredByFlows: passes ? true : nil)
            result.findings.removeAll { $0.topic == "finish" && $0.value.hasPrefix("none:") }
            result.findings.append(
                AdoptionFinding(
                    "finish", "closure \(property): \(type), declared by the coordinator classes; the parent sets it",
                    coordinators.first?.reference))
        } else if let named = FamilyShapeDetector.closureNamedAlikeByFlows(coordinators) {
            shape.finish = FinishMechanism(kind: .closure, property: named.property, closureType: "(() -> Void)?", declaredByFlows: true)
            result.findings.removeAll { $0.topic == "finish" && $0.value.hasPrefix("none:") }
            result.findings.append(
                AdoptionFinding(
                    "finish",
                    "closure \(named.property), declared by each coordinator class with what it passes back (\(named.types.joined(separator: ", "))): a new flow declares \(named.property): (() -> Void)?; the parent sets it",
                    named.example.reference))
        }
    }

    // MARK: Requirements a protocol extension implements

    /// The coordinator protocol and the app's protocols it refines (not its finish delegate).
    private var protocols: [TypeDeclaration] {
        var found = [declaration]
        var queue = declaration.inherited
        while let name = queue.first, found.count < 20 {
            queue.removeFirst()
            guard !found.contains(where: { $0.name == name }), !name.hasSuffix("Delegate"),
                let refined = index.type(named: name, kinds: [.protocol])
            else { continue }
            found.append(refined)
            queue += refined.inherited
        }
        return found
    }

    /// The requirements of those protocols, each with its file.
    private var requirements: [(MemberBlockItemSyntax, SourceFile)] {
        protocols.flatMap { type in (type.members ?? []).map { ($0, type.file) } }
    }

    /// Moves the requirements a protocol extension implements from `otherRequirements` to `provided`.
    private func markProvided(_ shape: inout ProtocolShape, result: inout ProtocolShapeDetector.Result) {
        let protocols = protocols
        let implemented = Set(
            protocols.flatMap { index.extensions(of: $0.name) }.flatMap { Array($0.members ?? []) }.compactMap {
                Self.memberName($0.decl, requirement: false)
            })
        var provided: [String] = []
        for (member, file) in requirements {
            guard let name = Self.memberName(member.decl, requirement: true), implemented.contains(name),
                !Self.known.contains(Self.baseName(name))
            else { continue }
            let text = member.decl.requirementText
            guard shape.otherRequirements.contains(text) else { continue }
            shape.otherRequirements.removeAll { $0 == text }
            provided.append(name)
            result.findings.append(
                AdoptionFinding("provided", "\(name), by an extension of \(shape.name)", file.reference(to: member.decl)))
        }
        if !provided.isEmpty { shape.provided = (shape.provided ?? []) + provided }
    }

    /// `childDidFinish(_:)` for a function, `subscript(type:)` for a subscript, `children` for a
    /// property; nil for anything else, and for a stored property outside a protocol (an extension
    /// cannot have one).
    private static func memberName(_ decl: DeclSyntax, requirement: Bool) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return "\(function.name.text)(\(labels))"
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return "subscript(\(subscriptDecl.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return requirement || binding.accessorBlock != nil ? name : nil
        }
        return nil
    }

    private static func baseName(_ name: String) -> String {
        String(name.prefix { $0 != "(" })
    }

    // MARK: What the coordinator classes declare

    /// A stored property of one of `types`, with whether it is `weak` and `var`.
    private struct Stored {
        let name: String
        let type: TypeText
        let isWeak: Bool
        let isVar: Bool
    }

    private static func stored(_ type: TypeDeclaration) -> [Stored] {
        (type.members ?? []).compactMap { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                !variable.modifiers.contains(where: { $0.name.text == "static" }),
                // Annotated, or made by a plain initialiser call (`let navigationController = UINavigationController()`).
                let type = binding.typeAnnotation?.type ?? Self.initialisedType(binding.initializer?.value)
            else { return nil }
            return Stored(
                name: name, type: TypeText(syntax: type), isWeak: variable.modifiers.contains { $0.name.text == "weak" },
                isVar: variable.bindingSpecifier.text == "var")
        }
    }

    /// `UINavigationController` of `UINavigationController()`.
    private static func initialisedType(_ value: ExprSyntax?) -> TypeSyntax? {
        guard let call = value?.as(FunctionCallExprSyntax.self), let called = call.calledExpression.as(DeclReferenceExprSyntax.self),
            called.baseName.text.first?.isUppercase == true
        else { return nil }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(called.baseName.text)))
    }

    /// How most coordinators declare `property`.
    private static func mostCommon(property: String, in coordinators: [TypeDeclaration]) -> Stored? {
        let declared = coordinators.compactMap { stored($0).first { $0.name == property } }
        return declared.filter(\.isWeak).count * 2 > declared.count ? declared.first(where: \.isWeak) : declared.first
    }

    /// The property, named and typed alike in more than half of the coordinators, that `matches`.
    private func sharedProperty(_ coordinators: [TypeDeclaration], _ matches: (Stored) -> Bool) -> Stored? {
        var counts: [String: (Int, Stored)] = [:]
        for coordinator in coordinators {
            guard let property = Self.stored(coordinator).first(where: matches) else { continue }
            let key = "\(property.name): \(property.type.syntax.trimmedDescription)"
            counts[key] = ((counts[key]?.0 ?? 0) + 1, counts[key]?.1 ?? property)
        }
        guard let best = counts.sorted(by: { ($0.value.0, $1.key) > ($1.value.0, $0.key) }).first,
            best.value.0 * 2 > coordinators.count
        else { return nil }
        return best.value.1
    }

    /// A navigation controller every coordinator class keeps although the protocol does not require one.
    private func navigationInClasses(_ coordinators: [TypeDeclaration]) -> PropertyRequirement? {
        guard
            let property = sharedProperty(
                coordinators, { !$0.type.isFunction && $0.type.baseName.hasSuffix("NavigationController") })
        else { return nil }
        return PropertyRequirement(
            name: property.name, type: property.type.unwrapped.trimmedDescription, optional: property.type.isOptional,
            settable: property.isVar)
    }

    /// The initialiser of the coordinators that are handed the navigation controller: the parameters
    /// every one of them takes (the navigation controller first), so that a parent can pass each from a
    /// property of its own; nil when fewer than two take it or they share nothing else but it.
    private func initializerPassing(
        _ navigation: PropertyRequirement, coordinators: [TypeDeclaration], shape: ProtocolShape
    ) -> InitializerRequirement? {
        let taking = coordinators.compactMap { coordinator -> InitializerRequirement? in
            let initializers = (coordinator.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            guard initializers.count == 1, let requirement = initializers.first.map(FamilyShapeDetector.requirement),
                requirement.parameters.contains(where: shape.passesNavigation)
            else { return nil }
            return requirement
        }
        guard taking.count >= 2, let first = taking.first else { return nil }
        let shared = first.parameters.filter { parameter in
            taking.allSatisfy { $0.parameters.contains { $0.name == parameter.name && $0.type == parameter.type } }
        }
        guard let passing = shared.first(where: shape.passesNavigation) else { return nil }
        let parameters = [passing] + shared.filter { $0.name != passing.name }
        return InitializerRequirement(parameters: parameters)
    }

    /// A navigation controller more than half the coordinator classes keep inside a stored value they are
    /// handed (`let dependency: Dependency` whose `navigationController: UINavigationController`), as the
    /// path to it (`dependency.navigationController`), with the holder's type.
    private func navigationInHolders(_ coordinators: [TypeDeclaration]) -> (PropertyRequirement, String)? {
        var counts: [String: (count: Int, navigation: PropertyRequirement, holder: String)] = [:]
        for coordinator in coordinators {
            for holder in Self.stored(coordinator) where !holder.type.isFunction && !holder.type.isOptional {
                let typeName = holder.type.baseName
                let nested = index.types.first(where: { $0.qualifiedName == "\(coordinator.qualifiedName).\(typeName)" })
                guard
                    let holderType = nested ?? index.type(named: typeName, kinds: [.struct, .class]),
                    let inner = Self.stored(holderType).first(where: {
                        !$0.type.isFunction && $0.type.baseName.hasSuffix("NavigationController")
                    })
                else { continue }
                let path = "\(holder.name).\(inner.name)"
                var navigation = PropertyRequirement(
                    name: path, type: inner.type.unwrapped.trimmedDescription, optional: inner.type.isOptional, settable: false)
                if nested != nil { navigation.holderPerCoordinator = true }
                counts[path] = ((counts[path]?.count ?? 0) + 1, navigation, typeName)
                break
            }
        }
        guard let best = counts.values.max(by: { $0.count < $1.count }), best.count * 2 > coordinators.count else { return nil }
        return (best.navigation, best.holder)
    }

    /// A closure about finishing (`didFinish`, `onCompletion`) every coordinator class declares.
    private func finishClosureInClasses(_ coordinators: [TypeDeclaration]) -> (String, String)? {
        let property = sharedProperty(coordinators) { property in
            let lowered = property.name.lowercased()
            return property.type.isFunction && (lowered.contains("finish") || lowered.contains("complet"))
        }
        return property.map { ($0.name, $0.type.syntax.trimmedDescription) }
    }

    // MARK: Properties a new coordinator stores

    /// Moves the remaining property requirements that a new coordinator can store to `properties`:
    /// an identity gets `UUID()`, an optional starts empty, one the coordinators give the same value
    /// gets that value (`DisposeBag()`, ``SiblingInitialValue``), and anything else comes from the
    /// parent's property of the same name through the initialiser (only where the protocol requires no
    /// initialiser that would leave it out).
    private func storeProperties(
        _ shape: inout ProtocolShape, coordinators: [TypeDeclaration], result: inout ProtocolShapeDetector.Result
    ) {
        var properties: [PropertyRequirement] = []
        for (member, file) in requirements {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation,
                !Self.known.contains(name), name != result.unreadRoutePath
            else { continue }
            let text = member.decl.requirementText
            guard shape.otherRequirements.contains(text) else { continue }
            let type = TypeText(syntax: annotation.type)
            let settable = binding.accessorBlock?.description.contains("set") ?? false
            var property = PropertyRequirement(
                name: name, type: type.unwrapped.trimmedDescription, optional: type.isOptional, settable: settable)
            let how: String
            if type.baseName == "UUID", !type.isOptional {
                property.initialValue = "UUID()"
                how = "each new coordinator stores its own, \(settable ? "var" : "let") \(name) = UUID()"
            } else if type.isOptional {
                how = "a new coordinator declares it, empty until set"
            } else if let shared = SiblingInitialValue(coordinators: coordinators).value(of: name) {
                property.initialValue = shared.value
                how =
                    "\(shared.count) of \(coordinators.count) coordinators store \(shared.value) in it (\(shared.example.name)); a new one does too, \(settable ? "var" : "let") \(name) = \(shared.value)"
            } else if type.baseName == "String", !type.isOptional,
                let named = SiblingNamedValue(coordinators: coordinators).pattern(of: name)
            {
                property.initialValue = named.pattern
                how =
                    "\(named.count) of \(coordinators.count) coordinators store their own flow's name in it (\(named.example.name)); a new one does too, \(settable ? "var" : "let") \(name) = \(NamingScheme.apply(named.pattern, to: "Zebra")) for Zebra"
            } else if let own = FinishPublisherProperty.ownValue(name: name, type: type) {
                property.initialValue = own
                how = FinishPublisherProperty.explanation(name: name, value: own)
            } else if !settable, let navigation = shape.navigation?.name,
                let computed = SiblingComputedProperty(index: index, coordinators: coordinators).declaration(of: name, returning: navigation)
            {
                shape.implementedLikeSiblings = (shape.implementedLikeSiblings ?? []) + [computed.text]
                shape.otherRequirements.removeAll { $0 == text }
                result.findings.append(
                    AdoptionFinding(
                        "written like the coordinators",
                        "\(name): \(computed.count) of \(coordinators.count) coordinators compute it alike, `\(computed.text)`; a new one does too",
                        computed.example.reference))
                continue
            } else if shape.initializers.isEmpty || shape.initializers[0].parameters.contains(where: { $0.name == name }) {
                how = "a new coordinator takes it in its initialiser from the parent's \(name)"
            } else {
                continue
            }
            properties.append(property)
            shape.otherRequirements.removeAll { $0 == text }
            result.findings.append(
                AdoptionFinding("property", "\(name): \(annotation.type.trimmedDescription); \(how)", file.reference(to: member.decl)))
        }
        if !properties.isEmpty { shape.properties = properties }
    }
}
