import Foundation
import SwiftSyntax

/// `coordinator-type-case`: two coordinators that share one `CoordinatorType` case make
/// `findCoordinator(type:)` and any removal by type pick the wrong flow (an error); a case no
/// coordinator uses is dead weight, often left by a deleted flow (a warning).
public struct CoordinatorTypeCaseRule: DoctorRule {
    public let id = "coordinator-type-case"
    public let summary = "two coordinators share a CoordinatorType case, or a case no coordinator uses"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] {
        let enumName = app.conventions.coordinatorTypeEnum
        guard !enumName.isEmpty, let enumType = app.facts.types[enumName], enumType.kind == .enum else { return [] }
        var cases: [(name: String, node: EnumCaseElementSyntax, file: SourceFile)] = []
        for (decl, file) in enumType.members {
            for element in decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                cases.append((element.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")), element, file))
            }
        }
        var users: [String: [(coordinator: String, node: Syntax, file: SourceFile)]] = [:]
        var unreadable = false
        for type in app.coordinatorTypes {
            switch typeCase(of: type, app) {
            case .some(.some(let found)): users[found.name, default: []].append((type.name, found.node, found.file))
            case .some(.none): unreadable = true
            case .none: break
            }
        }
        var findings: [Finding] = []
        for (caseName, sharing) in users.sorted(by: { $0.key < $1.key }) where sharing.count > 1 {
            let names = sharing.map(\.coordinator)
            for user in sharing {
                let others = names.filter { $0 != user.coordinator }.joined(separator: ", ")
                findings.append(
                    app.finding(
                        self, .error, at: user.node, in: user.file,
                        "\(user.coordinator) shares `.\(caseName)` with \(others): looking a flow up or removing it by type picks the wrong one",
                        fix: "give \(user.coordinator) a case of its own in \(enumName)"))
            }
        }
        // A coordinator whose case is set at run time could use any case: then no case is reported unused.
        if !unreadable {
            for entry in cases where users[entry.name] == nil {
                findings.append(
                    app.finding(
                        self, .warning, at: entry.node, in: entry.file,
                        "no coordinator uses `\(enumName).\(entry.name)`",
                        fix: "delete the case, or return it from the coordinator it names"))
            }
        }
        return findings
    }

    /// The case a coordinator's `type` property names: nil when it has no such property, `.some(nil)`
    /// when it has one whose value is not a literal case.
    private func typeCase(of type: AnalyzedType, _ app: AnalyzedApp) -> (name: String, node: Syntax, file: SourceFile)?? {
        let property = app.conventions.coordinatorTypeProperty
        for (variable, file) in type.properties {
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
                    member.base == nil || member.base?.trimmedDescription == app.conventions.coordinatorTypeEnum
                else { return .some(nil) }
                let caseName = member.declName.baseName.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                return .some((caseName, Syntax(variable), file))
            }
        }
        return nil
    }
}
