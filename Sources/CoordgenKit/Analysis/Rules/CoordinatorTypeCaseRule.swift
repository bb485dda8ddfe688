import Foundation
import SwiftSyntax

/// `coordinator-type-case`: two coordinators that share one `CoordinatorType` case make
/// `findCoordinator(type:)` and any removal by type pick the wrong flow (an error); a case no
/// coordinator uses is dead weight, often left by a deleted flow (a warning).
public struct CoordinatorTypeCaseRule: CoordinatorWiseRule {
    public let id = "coordinator-type-case"
    public let summary = "two coordinators share a CoordinatorType case, or a case no coordinator uses"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

    func reading(_ facts: AppFacts) -> any CoordinatorReading { Reading(rule: self, facts: facts) }

    /// The case each coordinator's `type` names, read on its own; shared and unused cases are
    /// judged once every coordinator was read.
    private final class Reading: CoordinatorReading {
        /// Where a coordinator names its case.
        struct User {
            let coordinator: String
            let file: String
            let line: Int
        }

        let rule: CoordinatorTypeCaseRule
        let facts: AppFacts
        /// The enum's cases, where they are written; nil when the app has no such enum.
        let cases: [(name: String, file: String, line: Int)]?
        var users: [String: [User]] = [:]
        var unreadable = false

        init(rule: CoordinatorTypeCaseRule, facts: AppFacts) {
            self.rule = rule
            self.facts = facts
            cases = CoordinatorTypeCaseRule.cases(facts)
        }

        func read(_ type: AnalyzedType) {
            guard cases != nil else { return }
            switch rule.typeCase(of: type, facts) {
            case .some(.some(let found)):
                users[found.name, default: []].append(User(coordinator: type.name, file: found.file, line: found.line))
            case .some(.none): unreadable = true
            case .none: break
            }
        }

        func findings(_ app: AnalyzedApp) -> [Finding] {
            guard let cases else { return [] }
            let enumName = facts.conventions.coordinatorTypeEnum
            var findings: [Finding] = []
            for (caseName, sharing) in users.sorted(by: { $0.key < $1.key }) where sharing.count > 1 {
                let names = sharing.map(\.coordinator)
                for user in sharing {
                    let others = names.filter { $0 != user.coordinator }.joined(separator: ", ")
                    findings.append(
                        Finding(
                            file: user.file, line: user.line, severity: .error, rule: rule.id,
                            message:
                                "\(user.coordinator) shares `.\(caseName)` with \(others): looking a flow up or removing it by type picks the wrong one",
                            fix: "give \(user.coordinator) a case of its own in \(enumName)"))
                }
            }
            // A coordinator whose case is set at run time could use any case: then no case is reported unused.
            if !unreadable {
                for entry in cases where users[entry.name] == nil {
                    findings.append(
                        Finding(
                            file: entry.file, line: entry.line, severity: .warning, rule: rule.id,
                            message: "no coordinator uses `\(enumName).\(entry.name)`",
                            fix: "delete the case, or return it from the coordinator it names"))
                }
            }
            return findings
        }
    }

    /// The cases of the app's `CoordinatorType` enum, where each is written; nil when there is no such enum.
    private static func cases(_ facts: AppFacts) -> [(name: String, file: String, line: Int)]? {
        let enumName = facts.conventions.coordinatorTypeEnum
        guard !enumName.isEmpty, let enumType = facts.types[enumName], enumType.kind == .enum else { return nil }
        var cases: [(name: String, file: String, line: Int)] = []
        for (decl, file) in enumType.members {
            for element in decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                cases.append((element.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")), file.path, file.line(of: element)))
            }
        }
        return cases
    }

    /// The case a coordinator's `type` property names: nil when it has no such property, `.some(nil)`
    /// when it has one whose value is not a literal case — its own, or else the nearest superclass's
    /// (a base class that stores the case its initialiser is handed: each flow's case is then an
    /// argument at the call that makes it, set at run time as far as this rule reads).
    private func typeCase(of type: AnalyzedType, _ facts: AppFacts) -> (name: String, file: String, line: Int)?? {
        var seen: Set<String> = [type.name]
        var current = type
        while true {
            if let found = ownTypeCase(of: current, facts.conventions) { return found }
            guard let base = current.primaryInherited.first, seen.insert(base).inserted,
                let superclass = facts.types[base], superclass.kind == .class
            else { return nil }
            current = superclass
        }
    }

    /// ``typeCase(of:_:)`` for the properties `type` itself declares: from its notes, else its trees.
    private func ownTypeCase(of type: AnalyzedType, _ conventions: AnalysisConventions) -> (name: String, file: String, line: Int)?? {
        if let noted = type.ruleNotes(under: conventions) {
            for entry in noted {
                switch entry.notes.typeCase.found {
                case .none: continue
                case .some(.none): return .some(nil)
                case .some(.some(let found)): return .some((found.name, entry.declaration.file.path, found.line))
                }
            }
            return nil
        }
        for (variable, file) in type.properties {
            switch Self.typeCase(in: variable, file: file, conventions) {
            case .none: continue
            case .some(.none): return .some(nil)
            case .some(.some(let found)): return .some((found.name, file.path, found.line))
            }
        }
        return nil
    }

    /// What the rule reads of one declaration (``DeclarationRuleNotes``): the case its first `type`
    /// property names.
    struct Notes: Sendable {
        /// nil when no property is named like the type property; `.some(nil)` when its value is not a literal case.
        let found: (name: String, line: Int)??

        init(_ members: [NotedMember], file: SourceFile, conventions: AnalysisConventions) {
            var found: (name: String, line: Int)?? = nil
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    let named = CoordinatorTypeCaseRule.typeCase(in: variable, file: file, conventions)
                else { continue }
                found = .some(named)
                break
            }
            self.found = found
        }
    }

    /// The case the property `variable` names when it is the type property: nil when it is not,
    /// `.some(nil)` when its value is not a literal case.
    private static func typeCase(
        in variable: VariableDeclSyntax, file: SourceFile, _ conventions: AnalysisConventions
    ) -> (name: String, line: Int)?? {
        let property = conventions.coordinatorTypeProperty
        for (name, binding) in SyntaxNames.boundNames(variable) where name == property {
            let value: ExprSyntax?
            if let initial = binding.initializer?.value {
                value = initial
            } else if case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1 {
                let item = body.first!.item
                value = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
            } else {
                value = nil
            }
            guard let member = value?.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.trimmedDescription == conventions.coordinatorTypeEnum
            else { return .some(nil) }
            let caseName = member.declName.baseName.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            return .some((caseName, file.line(of: variable)))
        }
        return nil
    }
}
