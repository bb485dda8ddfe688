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
            let children = CoordinatorGraph.publishedChildren(of: type, coordinators: facts.hierarchy.coordinators)
            guard !children.isEmpty else { return }
            for (property, file) in type.properties {
                for (name, binding) in SyntaxNames.boundNames(property) {
                    guard binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true,
                        children.contains(where: { $0.location.line == file.line(of: binding) && $0.location.file == file.path }),
                        !type.members.contains(where: { PublishedChildNeverClearedRule.clears(name, in: $0.decl) })
                    else { continue }
                    found.append(
                        facts.finding(
                            rule, .warning, at: property, in: file,
                            "nothing in \(type.name) sets `\(name)` back to nil: the child flow it presents cannot end, and stays alive as long as \(type.name)",
                            fix: "set `\(name) = nil` where the child finishes (its finish closure, or the parent's childDidFinish)"))
                }
            }
        }

        func findings(_ app: AnalyzedApp) -> [Finding] { found }
    }

    /// Whether `decl` assigns nil to `name` (`name = nil`, `self.name = nil`, `self?.name = nil`).
    static func clears(_ name: String, in decl: DeclSyntax) -> Bool {
        decl.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let next = token.nextToken(viewMode: .sourceAccurate),
                next.tokenKind == .binaryOperator("=") || next.tokenKind == .equal,
                let value = next.nextToken(viewMode: .sourceAccurate)
            else { return false }
            return value.tokenKind == .keyword(.nil)
        }
    }
}
