import SwiftParser
import SwiftSyntax

/// The example's coordinator handing itself to a collaborator the copy does not copy, whose property is
/// typed with the example's coordinator class (`factory.coordinator = self` where `final class
/// FeedModuleFactory { weak var coordinator: FeedCoordinator? }`): the copy, another class, cannot be
/// assigned there, and the collaborator is not the copy's to rename, so the copy is refused in one line.
/// The collaborator is the type of the property or local the assignment goes through (`private let
/// factory: FeedModuleFactory`, `let presenter = GatePresenter()`); where the copy does not say, any
/// type declaring such a property, unless a copied type declares one of that name too.
struct ExampleTypedBackReferences {
    /// `FeedModuleFactory.coordinator`, for each property the copies assign `self` to.
    let properties: [String]

    init(copies: [ExampleFileCopies.Copy], coordinator: String, copied: Set<String>, index: DeclarationIndex) {
        let finder = SelfAssignments(viewMode: .sourceAccurate)
        for copy in copies { finder.walk(Parser.parse(source: copy.text)) }
        // Each type's properties typed with the example's coordinator class.
        var typed: [String: Set<String>] = [:]
        for declaration in index.declarations where !declaration.isLocal {
            for item in declaration.members ?? [] {
                guard let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type, ExampleScreenReduction.identifiers(in: Syntax(type)).contains(coordinator)
                else { continue }
                typed[declaration.name, default: []].insert(name)
            }
        }
        var found: Set<String> = []
        for (base, member) in finder.assignments {
            if let owner = finder.types[base] {
                if !copied.contains(owner), typed[owner]?.contains(member) == true { found.insert("\(owner).\(member)") }
                continue
            }
            let owners = typed.filter { $0.value.contains(member) }.map(\.key)
            guard !owners.contains(where: copied.contains) else { continue }
            found.formUnion(owners.map { "\($0).\(member)" })
        }
        properties = found.sorted()
    }

    /// The refusal's line, or nil when the copy assigns itself to none.
    func refusal(example: String, coordinator: String) -> String? {
        guard !properties.isEmpty else { return nil }
        let owners = Set(properties.map { String($0.split(separator: ".").first ?? "") }).sorted()
        return
            "a copy of \(example) would not compile: \(coordinator) assigns itself to \(properties.joined(separator: " and ")), typed \(coordinator), and \(owners.joined(separator: ", ")) \(owners.count == 1 ? "is" : "are") not \(example)'s own to copy; type \(properties.count == 1 ? "that property" : "those properties") with a protocol both coordinators adopt, or make the flow like another with --like"
    }

    /// The `x.member = self` assignments, and the types the copy gives its properties and locals.
    private final class SelfAssignments: SyntaxVisitor {
        private(set) var assignments: [(base: String, member: String)] = []
        private(set) var types: [String: String] = [:]

        /// `x.member = self`, unfolded as the parser leaves it: three elements.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                elements[2].as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                base.baseName.tokenKind != .keyword(.self)
            else { return .visitChildren }
            assignments.append((base.baseName.text, member.declName.baseName.text))
            return .visitChildren
        }

        /// `let factory: FeedModuleFactory`, `let presenter = GatePresenter()`.
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            if let type = node.typeAnnotation?.type {
                types[name] = TypeText(syntax: type).baseName
            } else if let call = node.initializer?.value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                callee.baseName.text.first?.isUppercase == true
            {
                types[name] = callee.baseName.text
            }
            return .visitChildren
        }
    }
}
