import Foundation
import SwiftSyntax

/// Reads the UIKit family where nothing but a naming convention makes the coordinators: classes named
/// `*Coordinator` (`HomeCoordinator`, `AppFlowCoordinator`) that hold a `UINavigationController` (their
/// own or handed in), have `start()`, and are made and started by a parent, a tab bar controller or a
/// dependency container, with no protocol nor base class they all share.
///
/// The shape is read from the classes themselves and recorded under ``recordedName`` (`shape.name` is
/// then the convention, not a type): a new coordinator conforms to nothing, declares the navigation
/// property most of them declare, takes the initialiser they share and implements `start()`. Runs only
/// where ``CoordinatorProtocolDetector`` found no candidate, no `--protocol` was given and neither the
/// SwiftUI classes of ``ProtocolFreeShapeDetector`` nor a shared base class stand for a protocol.
struct NamingConventionShapeDetector {
    let index: DeclarationIndex

    /// What `shape.name` records for this family: the convention that names the coordinators.
    static let recordedName = "{Name}Coordinator"

    /// Whether a recorded `shape.name` is this family's convention rather than a protocol.
    static func isRecorded(_ name: String) -> Bool { name == recordedName }

    /// A class named like a coordinator, as this family reads it.
    struct Member {
        let type: TypeDeclaration
        /// The stored `UINavigationController` property it declares; nil when it declares none.
        let navigation: PropertyRequirement?
        /// Whether it declares `start()`, taking nothing and returning nothing.
        let startsPlainly: Bool

        /// The shape its siblings must share for the family to be read: the navigation property's name
        /// with `start()`.
        var key: String? { startsPlainly ? navigation?.name : nil }
    }

    /// Every top-level class named `*Coordinator` that neither is a SwiftUI coordinator, nor inherits
    /// from a class of the app, nor conforms to anything named like a coordinator type (a library's
    /// `CoordinatorType`, a base class in another module: not a naming convention alone), read.
    func candidates() -> [Member] {
        index.types.compactMap { type in
            guard type.kind == .class, !type.isNested, type.name.hasSuffix("Coordinator"), type.name != "Coordinator",
                ProtocolFreeShapeDetector.conformance(of: type, in: index) == nil,
                !type.inherited.contains(where: { $0.contains("Coordinator") || index.type(named: $0, kinds: [.class]) != nil })
            else { return nil }
            return member(type)
        }
    }

    /// The coordinators of the app, as `CoordinatorConformances` lists them: the classes named like
    /// coordinators that hold a navigation controller or have a `start` method.
    func coordinators() -> [TypeDeclaration] {
        candidates().filter { $0.navigation != nil || $0.type.functionNames.contains("start") }.map(\.type)
    }

    private func member(_ type: TypeDeclaration) -> Member {
        let members = (type.members.map(Array.init) ?? []).map(\.decl)
        let navigation = members.lazy.compactMap(Self.navigationProperty).first
        let startsPlainly = members.contains { member in
            guard let function = member.as(FunctionDeclSyntax.self), function.name.text == "start" else { return false }
            return function.signature.parameterClause.parameters.isEmpty && function.signature.returnClause == nil
        }
        return Member(type: type, navigation: navigation, startsPlainly: startsPlainly)
    }

    /// A stored property typed `UINavigationController` (optional or not, weak or not).
    static func navigationProperty(_ member: DeclSyntax) -> PropertyRequirement? {
        guard let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            binding.accessorBlock.map(ProtocolFreeShapeDetector.onlyObservers) ?? true,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let annotation = binding.typeAnnotation
        else { return nil }
        let type = TypeText(syntax: annotation.type)
        guard type.baseName == "UINavigationController" else { return nil }
        return PropertyRequirement(
            name: name, type: type.baseName, optional: type.isOptional, settable: variable.bindingSpecifier.text == "var")
    }

    /// The classes sharing the navigation property and `start()`, the largest such group (the first by
    /// name of those equally large), with every class named like a coordinator; nil where no two classes
    /// share that shape.
    func majority() -> (members: [Member], candidates: [Member])? {
        let candidates = candidates()
        let groups = Dictionary(grouping: candidates.filter { $0.key != nil }, by: { $0.key ?? "" })
        guard let top = groups.values.max(by: { ($0.count, $1[0].type.name) < ($1.count, $0[0].type.name) }), top.count >= 2 else {
            return nil
        }
        return (top, candidates)
    }

    /// What `init` cannot decide where the group it reads is not more than half of the classes named like
    /// coordinators: which classes it read, and how to have new flows written otherwise.
    static func disagreement(top: [Member], candidates: [Member]) -> String? {
        guard top.count * 2 <= candidates.count else { return nil }
        return "only \(top.count) of the \(candidates.count) classes named like coordinators share a shape (\(top.map(\.type.name).joined(separator: ", ")) hold `\(top[0].navigation?.name ?? "")` and have start()), and new flows are written like them: name the coordinator protocol with --protocol NAME if the app has one, or copy another flow with `new coordinator <Name> --like <Flow>`"
    }

    /// The shape read from the majority's classes, the first standing for the protocol (its file and line
    /// in findings); nil where no two classes share it.
    func detect() -> (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)? {
        guard let (members, candidates) = majority() else { return nil }
        let first = members[0]
        let navigation = Self.mostDeclared(members.compactMap(\.navigation))
        var shape = ProtocolShape(
            name: Self.recordedName, classBound: true, mainActor: first.type.isMainActor, navigation: navigation, children: nil,
            finish: .none, flowType: nil, initializers: [], otherRequirements: ["func start()"], providesFinish: false,
            providesFindCoordinator: false)
        let others = candidates.filter { candidate in !members.contains { $0.type.name == candidate.type.name } }
        var findings = [
            AdoptionFinding(
                "coordinators",
                "\(members.map(\.type.name).joined(separator: ", ")): \(members.count) of the \(candidates.count) classes named like coordinators hold `\(navigation.name)` and have start(), with no protocol nor base class of the app"
                    + (others.isEmpty ? "" : " (not read: \(others.map(\.type.name).joined(separator: ", ")))"),
                first.type.reference)
        ]
        if let shared = FamilyShapeDetector(index: index, declaration: first.type).sharedInitializer(among: members.map(\.type)) {
            shape.initializers = [shared.requirement]
            findings.append(AdoptionFinding("init", "\(shared.requirement.signature) (\(shared.reason))", first.type.reference))
        }
        let undecided = Self.disagreement(top: members, candidates: candidates).map { [$0] } ?? []
        return (first.type, ProtocolShapeDetector.Result(shape: shape, findings: findings, undecided: undecided))
    }

    /// The navigation property as most classes declare it (the first of those equally common).
    private static func mostDeclared(_ properties: [PropertyRequirement]) -> PropertyRequirement {
        let counts = properties.map { property in properties.filter { $0 == property }.count }
        return properties[counts.firstIndex(of: counts.max() ?? 0) ?? 0]
    }

    /// `init`'s protocol finding for this family.
    static let protocolFinding =
        "none; recorded as \(recordedName), the convention naming the coordinator classes: new coordinators conform to nothing, as theirs do"
}
