import Foundation
import SwiftSyntax

/// The switches over `self` a route enum's own members have (`var navigationType: NavigationType {
/// switch self { … } }` in the enum or an extension of it), which need an arm for a new screen's case.
/// Where the enum has no case yet, each is empty (`switch self { }`), so ``ExhaustiveFlowSwitches``,
/// which finds switches by the cases they handle, cannot see them.
///
/// The arm follows the switch's own arms, or, in an enum with no case yet, the arms of the same member in
/// the enums that conform to the same protocols of the app (`CalculatorRoute.navigationType`):
/// - `break` in a switch that returns nothing;
/// - a string literal where every arm gives one (``LiteralSwitchArm``: `case .giraffe: "Giraffe"`);
/// - the case of the member's type named after the way the screen is shown (`.push` of `enum
///   NavigationType { case push; case present(PresentationType) }`, the screen being pushed with
///   `push(route:)`);
/// - the one value every arm gives alike.
/// Anything else is for the user to choose: in an enum with no case yet the command is refused naming the
/// switch; otherwise ``ExhaustiveFlowSwitches`` refuses as before.
enum RouteEnumOwnSwitches {
    /// Adds the arm to each such switch of `enumName` (whose cases were `casesBefore`), the screen shown
    /// with the method `verb` (`push`).
    static func keepExhaustive(
        adding caseName: String, enumName: String, casesBefore: [String], shownWith verb: String, sources: inout ProjectSources
    ) throws {
        let index = sources.project.model.index
        guard let declaration = index.type(named: enumName, kinds: [.enum]) else { return }
        let files = ([declaration] + index.extensions(of: enumName)).map(\.file.path).reduce(into: [String]()) { paths, path in
            if !paths.contains(path) { paths.append(path) }
        }
        let siblings = siblingClauses(of: declaration, index: index)
        let arms = Arms(caseName: caseName, verb: verb, siblings: siblings, index: index)
        for path in files {
            let url = sources.project.url(for: path)
            let parsed = try ParsedSwiftSource(sources.text(of: url))
            let targets = switches(over: enumName, handling: casesBefore, in: parsed.tree)
            // In an enum with cases, a statement's `break` and a literal are ``ExhaustiveFlowSwitches``' to write, as before.
            let written = targets.compactMap { target in arms.arm(for: target).map { (target, $0) } }.filter {
                casesBefore.isEmpty || !$0.1.followsFlowSwitches
            }
            if casesBefore.isEmpty, let unwritable = targets.first(where: { arms.arm(for: $0) == nil }) {
                throw GeneratorError.cannotGenerate(
                    "\(path) has a switch (\(ExhaustiveFlowSwitches.enclosingName(of: unwritable))) over \(enumName), which has no case yet, and coordgen cannot tell what .\(caseName) gives there (no arm of its own, nor of the same member of an enum conforming to what \(enumName) does, that a string literal, a case named \(verb) or one value alike would follow): write it by hand, or give the switch a default:"
                )
            }
            guard !written.isEmpty else { continue }
            let names = written.map { "\(ExhaustiveFlowSwitches.enclosingName(of: $0.0)) (\($0.1.reason))" }.joined(separator: ", ")
            try sources.edit(url, action: "added case .\(caseName) to the switch over self in \(names) (\(path))") { text in
                try adding(caseName, enumName: enumName, casesBefore: casesBefore, arms: arms, to: text)
            }
        }
    }

    /// `source` with the arm added to each such switch, the last first so the earlier offsets stay valid.
    private static func adding(
        _ caseName: String, enumName: String, casesBefore: [String], arms: Arms, to source: String
    ) throws
        -> String
    {
        let parsed = try ParsedSwiftSource(source)
        let inserter = SwitchCaseInserter(typeName: "", function: "")
        let edits = switches(over: enumName, handling: casesBefore, in: parsed.tree).compactMap { target in
            arms.arm(for: target).flatMap { arm in
                casesBefore.isEmpty || !arm.followsFlowSwitches ? inserter.insertion(of: arm.clause, into: target, of: parsed) : nil
            }
        }
        var bytes = parsed.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The switches over `self`, with no `default`, handling exactly `cases`, in the members of the enum
    /// `enumName` and its extensions in `tree` (not in a type nested there).
    static func switches(over enumName: String, handling cases: [String], in tree: SourceFileSyntax) -> [SwitchExprSyntax] {
        let blocks =
            SwiftDeclarationLookup.all(EnumDeclSyntax.self, in: tree) { $0.name.text == enumName }.map(\.memberBlock)
            + SwiftDeclarationLookup.all(ExtensionDeclSyntax.self, in: tree) {
                TypeText(syntax: $0.extendedType).baseName == enumName
            }.map(\.memberBlock)
        return blocks.flatMap { block in
            ExhaustiveFlowSwitches.switches(in: block, handlingExactly: Set(cases)).filter { target in
                target.subject.trimmedDescription == "self" && ownerBlock(of: target)?.id == block.id
            }
        }
    }

    /// The member block of the type or extension the switch stands in.
    private static func ownerBlock(of node: SwitchExprSyntax) -> MemberBlockSyntax? {
        var current = node.parent
        while let next = current {
            if let block = next.as(MemberBlockSyntax.self) { return block }
            current = next.parent
        }
        return nil
    }

    /// The member the switch stands in (`navigationType`, `title(for:)`'s `title`).
    static func memberName(of node: SwitchExprSyntax) -> String? {
        var current = node.parent
        while let next = current {
            if let binding = next.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let function = next.as(FunctionDeclSyntax.self) { return function.name.text }
            if next.is(MemberBlockSyntax.self) { return nil }
            current = next.parent
        }
        return nil
    }

    /// The type the member gives (`NavigationType`).
    static func resultType(of node: SwitchExprSyntax) -> String? {
        var current = node.parent
        while let next = current {
            if let binding = next.as(PatternBindingSyntax.self) { return binding.typeAnnotation.map { TypeText(syntax: $0.type).baseName } }
            if let function = next.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { TypeText(syntax: $0.type).baseName }
            }
            if next.is(MemberBlockSyntax.self) { return nil }
            current = next.parent
        }
        return nil
    }

    /// The clauses of each member's switch over `self` in the enums that conform to one of the app's
    /// protocols `declaration` conforms to, by member name.
    private static func siblingClauses(of declaration: TypeDeclaration, index: DeclarationIndex) -> [String: [SwitchCaseSyntax]] {
        let protocols = Set(declaration.inheritedNames.filter { index.type(named: $0, kinds: [.protocol]) != nil })
        guard !protocols.isEmpty else { return [:] }
        var clauses: [String: [SwitchCaseSyntax]] = [:]
        for sibling in index.types where sibling.kind == .enum && sibling.name != declaration.name {
            let conformances = Set(sibling.inheritedNames + index.extensions(of: sibling.name).flatMap(\.inheritedNames))
            guard !conformances.isDisjoint(with: protocols) else { continue }
            for member in index.members(of: sibling) {
                for target in SwiftDeclarationLookup.all(
                    SwitchExprSyntax.self, in: member, where: { $0.subject.trimmedDescription == "self" })
                {
                    guard let name = memberName(of: target) else { continue }
                    for element in target.cases {
                        if case .switchCase(let clause) = element, case .case = clause.label { clauses[name, default: []].append(clause) }
                    }
                }
            }
        }
        return clauses
    }
}

extension RouteEnumOwnSwitches {
    /// The arm a new case gets in one switch, and why, as the command says it.
    struct Arm {
        let clause: String
        let reason: String
        /// Whether ``ExhaustiveFlowSwitches`` writes the same (`break`, a string literal).
        var followsFlowSwitches = false
    }

    /// How the arms are chosen for one new case.
    struct Arms {
        let caseName: String
        let verb: String
        let siblings: [String: [SwitchCaseSyntax]]
        let index: DeclarationIndex

        func arm(for target: SwitchExprSyntax) -> Arm? {
            if ExhaustiveFlowSwitches.returnsNothing(target) {
                return Arm(clause: ExhaustiveFlowSwitches.clause(caseName), reason: "break: it returns nothing", followsFlowSwitches: true)
            }
            let own = target.cases.compactMap { element -> SwitchCaseSyntax? in
                if case .switchCase(let clause) = element { return clause }
                return nil
            }
            let followed = own.isEmpty ? (RouteEnumOwnSwitches.memberName(of: target).flatMap { siblings[$0] } ?? []) : own
            guard !followed.isEmpty else { return verbArm(for: target, returns: true) }
            if let literal = LiteralSwitchArm.clause(for: caseName, following: followed) {
                return Arm(
                    clause: literal.clause, reason: "\"\(literal.value)\", as its \(own.isEmpty ? "siblings' " : "")arms spell theirs",
                    followsFlowSwitches: true)
            }
            let returns = followed.first?.statements.first?.item.as(ReturnStmtSyntax.self) != nil
            if let arm = verbArm(for: target, returns: returns) { return arm }
            let values = Set(followed.map { value(of: $0) })
            guard values.count == 1, let value = values.first, let value else { return nil }
            return Arm(
                clause: "case .\(caseName):\n    \(returns ? "return " : "")\(value)",
                reason: "\(value), as every arm of \(own.isEmpty ? "its siblings" : "it") gives")
        }

        /// `.push` where the member's type is an enum of the app with a case of that name and no payload.
        private func verbArm(for target: SwitchExprSyntax, returns: Bool) -> Arm? {
            guard let type = RouteEnumOwnSwitches.resultType(of: target), let declared = index.type(named: type, kinds: [.enum]),
                hasPlainCase(verb, in: declared)
            else { return nil }
            return Arm(
                clause: "case .\(caseName):\n    \(returns ? "return " : "").\(verb)",
                reason: ".\(verb), the \(type) of a screen shown with \(verb)")
        }

        private func hasPlainCase(_ name: String, in declaration: TypeDeclaration) -> Bool {
            index.members(of: declaration).contains { member in
                member.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.name.text == name && $0.parameterClause == nil } ?? false
            }
        }

        /// The one expression a clause gives (without `return`), or nil.
        private func value(of clause: SwitchCaseSyntax) -> String? {
            guard clause.statements.count == 1, let item = clause.statements.first?.item else { return nil }
            if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression?.trimmedDescription }
            if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression.trimmedDescription }
            return item.as(ExprSyntax.self)?.trimmedDescription
        }
    }
}
