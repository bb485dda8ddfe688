import Foundation
import SwiftSyntax

/// The router family's part of ``FamilyShapeDetector``: a router and the factories the coordinators' initialiser
/// takes, found by what their methods do.
extension FamilyShapeDetector {
    /// The router an initialiser parameter passes in — a protocol that sets a root screen, pushes,
    /// presents, pops and dismisses — and the names of those methods.
    func router(_ parameter: InitializerRequirement.Parameter, _ declared: TypeDeclaration) -> RouterShape? {
        let methods = Self.methodNames(of: declared, index: index)
        func method(_ prefix: String, avoiding: String? = nil) -> String? {
            methods.first { $0 == prefix } ?? methods.first { $0.hasPrefix(prefix) && !(avoiding.map($0.contains) ?? false) }
        }
        guard let implementation = implementation(of: declared), let setRoot = method("setRoot"), let push = method("push"),
            let present = method("present"), let pop = method("pop", avoiding: "Root"), let dismiss = method("dismiss")
        else { return nil }
        let calls = RouterCallForms(of: declared, index: index)
        var shape = RouterShape(
            property: parameter.name, type: parameter.type, implementation: implementation, setRoot: setRoot, push: push, present: present,
            pop: pop, dismiss: dismiss, popArguments: calls.arguments(of: pop), dismissArguments: calls.arguments(of: dismiss),
            pushCompletion: calls.pushCompletion(push))
        let implementationCalls = index.type(named: implementation, kinds: [.class, .struct]).map { RouterCallForms(of: $0, index: index) }
        RouterScreenArguments.record(in: &shape, from: calls, implementation: implementationCalls) { method in
            RouterCallValues.values(of: method, on: parameter.name, in: index)
        }
        return shape
    }

    /// The factory an initialiser parameter passes in: a protocol whose methods make things named after
    /// a flow or screen, with the method pattern, and whether they make coordinators (they return one of
    /// `coordinatorTypes`, or a composition with one) rather than screens.
    func factory(
        _ parameter: InitializerRequirement.Parameter, _ declared: TypeDeclaration, alike: [TypeDeclaration] = [],
        coordinatorTypes: Set<String>
    ) -> (shape: FactoryShape, makesCoordinators: Bool)? {
        // A method returning a tuple makes a flow to present on its own stack (`CoordinatorBoxDetector`);
        // each flow's own protocol (`alike`) adds its methods.
        let methods = (alike.isEmpty ? [declared] : alike).flatMap {
            ($0.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        }.filter {
            !CoordinatorBoxDetector.returnsTuple($0)
        }
        guard let implementation = implementation(of: declared), let pattern = Self.pattern(of: methods.map(\.name.text)) else {
            return nil
        }
        let makesCoordinators = methods.contains { method in
            let returned = method.signature.returnClause.map { TypeText(syntax: $0.type).baseName } ?? ""
            return returned.split(separator: "&").contains {
                coordinatorTypes.contains($0.trimmingCharacters(in: .whitespaces).removingAnyPrefix)
            }
        }
        return (
            FactoryShape(protocol: declared.name, implementation: implementation, property: parameter.name, method: pattern),
            makesCoordinators
        )
    }

    /// `make{Name}Coordinator` from `makeOnboardingCoordinator` and `makeHomeCoordinator`: the words the
    /// methods share before and after the ones that differ. A single method's differing words are those
    /// between its verb and the usual suffix of a coordinator or screen type.
    /// Where most methods end alike and a few do not (`makeAuthCoordinatorBox` among
    /// `make…Coordinator`), the pattern of the most; `make{Name}` where the methods share only their verb.
    static func pattern(of methods: [String]) -> String? {
        let words = Array(Set(methods)).sorted().map(\.splittingCamelCaseWords)
        if let pattern = sharedPattern(of: words), !pattern.hasSuffix(NamingScheme.placeholder) { return pattern }
        let byLastWord = Dictionary(grouping: words) { $0.last ?? "" }.values.filter { $0.count >= 2 && $0.count * 2 > words.count }
        return byLastWord.first.flatMap(sharedPattern) ?? sharedPattern(of: words)
    }

    private static func sharedPattern(of words: [[String]]) -> String? {
        guard let first = words.first, first.count >= (words.count > 1 ? 2 : 3) else { return nil }
        var prefix = first.count
        var suffix = first.count
        for other in words.dropFirst() {
            prefix = min(prefix, zip(first, other).prefix { $0 == $1 }.count)
            suffix = min(suffix, zip(first.reversed(), other.reversed()).prefix { $0 == $1 }.count)
        }
        if words.count == 1 {
            prefix = 1
            let name = first.joined()
            guard let typeSuffix = ["ViewController", "Coordinator", "Controller", "View", "Module", "Screen"].first(where: name.hasSuffix)
            else { return nil }
            suffix = typeSuffix.splittingCamelCaseWords.count
        }
        guard prefix > 0, prefix + suffix < first.count else { return nil }
        return first.prefix(prefix).joined() + NamingScheme.placeholder + first.suffix(suffix).joined()
    }

    /// The class that implements the protocol `declared` (`Router`, `DefaultCoordinatorFactory`), or
    /// `declared` itself when it is a class (`FlowFactory`): the shape then records its name as both the
    /// protocol and the implementation, and the class alone gets new methods.
    func implementation(of declared: TypeDeclaration) -> String? {
        guard declared.kind == .protocol else { return declared.name }
        // A class that adopts it in its declaration, else in an extension (`extension ModulesFactory: HomeModulesFactory {}`).
        return index.types.first { $0.kind == .class && $0.inherited.contains(declared.name) }?.name
            ?? index.extensions.first { $0.inherited.contains(declared.name) && index.type(named: $0.name, kinds: [.class]) != nil }?.name
    }

    /// ` -> {Name}View: BaseView` where a screen factory returns each screen's view protocol.
    static func returnedView(of factory: FactoryShape) -> String {
        guard let refines = factory.viewProtocolRefines, let returns = factory.returns else { return "" }
        return " -> \(returns): \(refines)"
    }

    /// `implemented by RouterImp`, or `a class without a protocol`.
    static func implemented(by implementation: String, for declared: TypeDeclaration) -> String {
        declared.kind == .protocol ? "implemented by \(implementation)" : "a class without a protocol"
    }

    /// The method names a type declares, and its extensions.
    static func methodNames(of type: TypeDeclaration, index: DeclarationIndex) -> [String] {
        ((type.members.map(Array.init) ?? []) + index.extensions(of: type.name).flatMap { Array($0.members ?? []) })
            .compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }
    }
}
