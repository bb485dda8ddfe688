import SwiftSyntax

/// `published-child-never-cleared`: a SwiftUI coordinator publishes a child flow in an optional
/// property (`@Published var cards: CardsCoordinator?`, which a view presents with
/// `fullScreenCover(item:)` or `sheet(item:)`), but nothing in it ever sets the property back to nil:
/// the child cannot end its flow, a full-screen cover stays up for good, and the child lives as long
/// as its parent.
public struct PublishedChildNeverClearedRule: CoordinatorWiseRule {
    public let id = "published-child-never-cleared"
    public let summary = "a child coordinator held in an @Published optional that nothing sets back to nil"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

    func reading(_ facts: AppFacts) -> any CoordinatorReading { Reading(rule: self, facts: facts) }

    /// Each coordinator's published children, read on their own.
    private final class Reading: CoordinatorReading {
        let rule: PublishedChildNeverClearedRule
        let facts: AppFacts
        var found: [Finding] = []

        init(rule: PublishedChildNeverClearedRule, facts: AppFacts) {
            self.rule = rule
            self.facts = facts
        }

        func read(_ type: AnalyzedType) {
            let noted = type.ruleNotes(under: facts.conventions)
            let recorded = noted?.compactMap(\.declaration.flows)
            guard let noted, let recorded, recorded.count == noted.count else { return readTrees(type) }
            let children = CoordinatorGraph.publishedChildren(
                of: type, holding: recorded.flatMap(\.heldProperties), coordinators: facts.hierarchy.coordinators)
            guard !children.isEmpty else { return }
            let cleared = Set(noted.flatMap(\.notes.publishedChild.cleared))
            for entry in noted {
                let path = entry.declaration.file.path
                for optional in entry.notes.publishedChild.optionals {
                    guard children.contains(where: { $0.location.line == optional.bindingLine && $0.location.file == path }),
                        !cleared.contains(optional.name)
                    else { continue }
                    found.append(rule.finding(type, optional.name, file: path, line: optional.propertyLine))
                }
            }
        }

        /// ``read(_:)`` from the type's trees.
        private func readTrees(_ type: AnalyzedType) {
            let children = CoordinatorGraph.publishedChildren(of: type, coordinators: facts.hierarchy.coordinators)
            guard !children.isEmpty else { return }
            for (property, file) in type.properties {
                for (name, binding) in SyntaxNames.boundNames(property) {
                    guard binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true,
                        children.contains(where: { $0.location.line == file.line(of: binding) && $0.location.file == file.path }),
                        !type.members.contains(where: { PublishedChildNeverClearedRule.clears(name, in: $0.decl) })
                    else { continue }
                    found.append(rule.finding(type, name, file: file.path, line: file.line(of: property)))
                }
            }
        }

        func findings(_ app: AnalyzedApp) -> [Finding] { found }
    }

    private func finding(_ type: AnalyzedType, _ name: String, file: String, line: Int) -> Finding {
        Finding(
            file: file, line: line, severity: .warning, rule: id,
            message:
                "nothing in \(type.name) sets `\(name)` back to nil: the child flow it presents cannot end, and stays alive as long as \(type.name)",
            fix: "set `\(name) = nil` where the child finishes (its finish closure, or the parent's childDidFinish)")
    }

    /// Whether `decl` assigns nil to `name` (`name = nil`, `self.name = nil`, `self?.name = nil`).
    static func clears(_ name: String, in decl: DeclSyntax) -> Bool {
        cleared(in: decl).contains(name)
    }

    /// Every name `decl` assigns nil to.
    private static func cleared(in decl: DeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in decl.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let next = token.nextToken(viewMode: .sourceAccurate),
                next.tokenKind == .binaryOperator("=") || next.tokenKind == .equal,
                let value = next.nextToken(viewMode: .sourceAccurate), value.tokenKind == .keyword(.nil)
            else { continue }
            names.insert(name)
        }
        return names
    }

    /// What the rule reads of one declaration (``DeclarationRuleNotes``): its optional-typed property
    /// bindings, and the names its members set to nil.
    struct Notes: Sendable {
        struct OptionalBinding: Sendable {
            let name: String
            let bindingLine: Int
            let propertyLine: Int
        }

        let optionals: [OptionalBinding]
        let cleared: Set<String>

        init(_ members: [NotedMember], file: SourceFile) {
            optionals = members.flatMap { member -> [OptionalBinding] in
                guard let property = member.decl.as(VariableDeclSyntax.self) else { return [] }
                return SyntaxNames.boundNames(property).compactMap { name, binding in
                    guard binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true else { return nil }
                    return OptionalBinding(name: name, bindingLine: file.line(of: binding), propertyLine: file.line(of: property))
                }
            }
            // A member whose text holds no `nil` sets nothing to nil: its tokens are not walked.
            cleared = Set(
                members.flatMap { member in
                    file.bytes(of: member.decl, mayContain: "nil") ? PublishedChildNeverClearedRule.cleared(in: member.decl) : []
                })
        }
    }
}
