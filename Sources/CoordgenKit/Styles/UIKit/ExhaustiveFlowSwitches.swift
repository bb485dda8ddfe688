import Foundation
import SwiftSyntax

/// A `switch` elsewhere in the app that handles every case of the flow enum (`shape.flowType.enum`) and
/// has no `default` (`switch type { case .app: … case .tabbar: … }` in the coordinator that moves between
/// flows) stops compiling once `new coordinator` adds the flow's case. Where such a switch is a statement
/// of code that returns nothing, the new case gets the smallest correct clause, `case .<name>: break`
/// (the new flow is started by its parent's `open<Name>Coordinator()`, not there), and the command says
/// where. A switch that produces a value gets the arm its string literals ask for (``LiteralSwitchArm``:
/// `case .giraffe: "Giraffe"` beside `case .home: "Home"`), said in the command's output; one whose arms
/// give anything else (a view, an image) is refused in one line naming it, since only the user knows what
/// the new case should give and the app would not compile without it.
enum ExhaustiveFlowSwitches {
    /// The clause, as written and as removal finds it again.
    static func clause(_ caseName: String) -> String { "case .\(caseName):\n    break" }

    /// Adds the clause to every such switch of the app, or refuses naming the switch it cannot complete;
    /// returns no notes (kept for the callers that gather them).
    /// `handledElsewhere` names the functions (`HomeFlow.navigate(to:)`) whose switch the caller gives a
    /// clause of its own: neither edited nor noted here. `onlyIn` keeps the search to one file: a flow's
    /// own enum nested in its coordinator (`HomeCoordinator.Destination`), whose case names another
    /// flow's enum may share (`CampusCoordinator.Destination`).
    static func keepExhaustive(
        adding caseName: String, enumName: String, enumCases: [String], handledElsewhere: Set<String> = [], onlyIn: URL? = nil,
        sources: inout ProjectSources
    ) throws -> [String] {
        guard !enumCases.isEmpty, !enumCases.contains(caseName) else { return [] }
        // A switch that handles every case names each one, so a file whose bytes lack a case's name holds
        // none and is not parsed (in a large app most files that switch switch over something else). The
        // longest name is looked for first: it is the least likely to be in a file by chance.
        let names = enumCases.map { $0.filter { $0 != "`" } }.sorted { $0.utf8.count > $1.utf8.count }
        for file in onlyIn.map({ [$0] }) ?? sources.swiftFiles(containing: "switch") {
            let text = try sources.text(of: file)
            guard names.allSatisfy({ text.containsUTF8($0) }), let parsed = try? ParsedSwiftSource(text) else { continue }
            let exhaustive = switches(in: parsed.tree, handlingExactly: Set(enumCases)).filter {
                !handledElsewhere.contains(enclosingName(of: $0)) && !isOverAnotherEnumsSelf($0, enumName: enumName)
            }
            let place = sources.project.displayPath(of: file)
            let valued = exhaustive.filter { !returnsNothing($0) }
            if let unwritable = valued.first(where: { LiteralSwitchArm.clause(for: caseName, in: $0) == nil }) {
                throw GeneratorError.cannotGenerate(
                    "\(place) has a switch (\(enclosingName(of: unwritable))) over every case of \(enumName) with no default whose arms give values like \(LiteralSwitchArm.firstValue(of: unwritable)), which coordgen cannot make for .\(caseName) (a default: there, or the arm written by hand, would let it)"
                )
            }
            let statements = exhaustive.filter(returnsNothing)
            if !statements.isEmpty {
                let names = statements.map(enclosingName(of:)).joined(separator: ", ")
                try sources.edit(
                    file,
                    action: "added case .\(caseName): break to the switch over \(enumName) in \(names) (\(place)), which handles every case"
                ) {
                    try addingClause(caseName, enumCases: Set(enumCases), enumName: enumName, to: $0, valued: false)
                }
            }
            guard let first = valued.first, let arm = LiteralSwitchArm.clause(for: caseName, in: first) else { continue }
            let names = valued.map(enclosingName(of:)).joined(separator: ", ")
            try sources.edit(
                file,
                action:
                    "added case .\(caseName): \"\(arm.value)\" to the switch over \(enumName) in \(names) (\(place)), whose arms each give a string literal: change it if .\(caseName) should read otherwise"
            ) {
                try addingClause(caseName, enumCases: Set(enumCases), enumName: enumName, to: $0, valued: true)
            }
        }
        return []
    }

    /// `source` with the clause added to each switch over exactly `enumCases` that returns nothing
    /// (`valued` false), or to each that produces a value, the arm its string literals ask for
    /// (``LiteralSwitchArm``); the last first so the earlier offsets stay valid.
    static func addingClause(
        _ caseName: String, enumCases: Set<String>, enumName: String? = nil, to source: String, valued: Bool = false
    ) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let targets = switches(in: parsed.tree, handlingExactly: enumCases).filter { target in
            returnsNothing(target) != valued && !(enumName.map { isOverAnotherEnumsSelf(target, enumName: $0) } ?? false)
        }
        let inserter = SwitchCaseInserter(typeName: "", function: "")
        let edits = try targets.map { target in
            let text = valued ? LiteralSwitchArm.clause(for: caseName, in: target)?.clause : clause(caseName)
            guard let text else { throw SourceEditError.invalidSnippet("no arm for .\(caseName) in \(enclosingName(of: target))") }
            return inserter.insertion(of: text, into: target, of: parsed)
        }
        var bytes = parsed.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The switches of `tree` whose clauses name exactly `cases` (each a plain `case .name`), none a
    /// `default` nor inside `#if`.
    static func switches(in tree: some SyntaxProtocol, handlingExactly cases: Set<String>) -> [SwitchExprSyntax] {
        SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: tree) { switchExpr in
            var handled: [String] = []
            for element in switchExpr.cases {
                guard case .switchCase(let clause) = element, case .case = clause.label else { return false }
                handled += SwitchClauses.handledCases(of: clause)
            }
            return Set(handled) == cases && handled.count == cases.count
        }
    }

    /// Whether the switch is over `self` in the members of another enum (or an extension of it) than
    /// `enumName` (`HarvestRoute.navigationType` where a copy `ReservationRoute` has the same cases): it
    /// is over that enum, whatever cases the two share.
    static func isOverAnotherEnumsSelf(_ switchExpr: SwitchExprSyntax, enumName: String) -> Bool {
        guard switchExpr.subject.trimmedDescription == "self" else { return false }
        var current = switchExpr.parent
        while let node = current {
            if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.text != lastComponent(enumName) }
            if let declaration = node.as(ExtensionDeclSyntax.self) {
                return TypeText(syntax: declaration.extendedType).baseName != lastComponent(enumName)
            }
            if node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ActorDeclSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    private static func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// Whether the switch is a statement in code that returns nothing: a function without a result
    /// type (or `-> Void`), an initialiser, or a setter or observer; not an expression, nor in a closure.
    static func returnsNothing(_ switchExpr: SwitchExprSyntax) -> Bool {
        guard switchExpr.parent?.is(ExpressionStmtSyntax.self) == true else { return false }
        var current = switchExpr.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) || node.is(PatternBindingSyntax.self) { return false }
            if let function = node.as(FunctionDeclSyntax.self) {
                guard let result = function.signature.returnClause?.type.trimmedDescription else { return true }
                return result == "Void" || result == "()"
            }
            if node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self) { return true }
            if let accessor = node.as(AccessorDeclSyntax.self) {
                return [.keyword(.set), .keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind)
            }
            current = node.parent
        }
        return false
    }

    /// `Type.function(labels:)` around the switch, as the command reports it.
    static func enclosingName(of switchExpr: SwitchExprSyntax) -> String {
        var current = switchExpr.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
                let owner = DestinationSwitchLocator.enclosingTypeName(of: Syntax(function)).map { "\($0)." } ?? ""
                return "\(owner)\(function.name.text)(\(labels))"
            }
            // A computed property (`var title: String { switch self { … } }`) by its name.
            if let binding = node.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                let owner = DestinationSwitchLocator.enclosingTypeName(of: node).map { "\($0)." } ?? ""
                return "\(owner)\(name.identifier.text)"
            }
            if node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self) || node.is(PatternBindingSyntax.self) {
                return DestinationSwitchLocator.enclosingTypeName(of: node).map { "a member of \($0)" } ?? "a declaration"
            }
            current = node.parent
        }
        return "top-level code"
    }
}
