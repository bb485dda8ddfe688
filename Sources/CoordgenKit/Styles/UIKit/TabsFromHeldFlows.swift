import SwiftSyntax

/// A tab parent holding each tab's flow in a stored property of its own (`private let trees =
/// TreesCoordinator(presenter: UINavigationController())`) and listing them in an array literal that
/// becomes its tabs (`return [trees.navigationController, harvest.navigationController]` in the method
/// whose result it sets as the tab bar's controllers), with the lines each tab repeats (its dependency,
/// its start, its tab item). An open method the built-in family writes would not join that array, so the
/// family gives way: the new flow is made like one of the parent's tabs (``ParentsOwnExample``), every
/// line of it copied beside the sibling's (``ExampleHeldMemberUses``), the array element included; where
/// no copy can be made, the refusal names the array.
struct TabsFromHeldFlows {
    /// The properties holding the flows (`trees`, `harvest`).
    let properties: [String]
    /// The method listing them (`makeTabs`).
    let method: String
    /// The array, on one line (`[trees.navigationController, harvest.navigationController]`).
    let array: String

    /// The words every such refusal carries, so the fallback knows one.
    static let marker = "which an open method coordgen writes would not join"

    /// The array of `className` (declared in `tree`, with its extensions there) listing two or more of
    /// the stored properties holding a flow class `flowClass` names, one each; nil where there is none.
    static func find(inClass className: String, in tree: SourceFileSyntax, flowClass: String) -> TabsFromHeldFlows? {
        let declarations = tree.statements.compactMap { $0.item.asProtocol(DeclGroupSyntax.self) }.filter { group in
            group.as(ClassDeclSyntax.self)?.name.text == className
                || group.as(ExtensionDeclSyntax.self).map { ExampleWiringSites.baseName($0.extendedType) == className } == true
        }
        let held = declarations.flatMap { Array($0.memberBlock.members) }.compactMap { item -> String? in
            guard ExampleWiringSites.isStoredProperty(item.decl), let type = ExampleHeldMemberUses.heldType(of: item.decl),
                NamingScheme.match(flowClass, type) != nil
            else { return nil }
            return ExampleWiringSites.declaredName(item.decl)
        }
        guard held.count >= 2 else { return nil }
        for function in declarations.flatMap({ $0.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) } }) {
            guard let body = function.body else { continue }
            for array in arrays(in: Syntax(body)) {
                let listed = array.elements.map { element in
                    held.filter { ExampleHeldMemberUses.refers(to: $0, in: Syntax(element.expression)) }
                }
                guard listed.count >= 2, listed.allSatisfy({ $0.count == 1 }), Set(listed.map { $0[0] }).count == listed.count else {
                    continue
                }
                let first = array.elements.first.map { $0.expression.oneLine } ?? ""
                return TabsFromHeldFlows(properties: held, method: function.name.text, array: "[\(first), …]")
            }
        }
        return nil
    }

    /// The request's parent, refused where it is such a tab parent.
    static func resolvingParent(
        of request: CoordinatorRequest, in sources: inout ProjectSources, plan: inout Plan
    ) throws -> CoordinatorNameResolver.Resolution? {
        let parent = try request.resolveParent(in: &sources, plan: &plan)
        if let parent, let refusal = try refusal(for: request, parent: parent, sources: &sources) {
            throw GeneratorError.cannotGenerate(refusal)
        }
        return parent
    }

    /// The refusal of a new flow under `parent`, where it is such a tab parent.
    static func refusal(
        for request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution, sources: inout ProjectSources
    ) throws -> String? {
        // A parent's file that does not parse (merge-conflict markers) is refused by the edit, naming the file.
        guard let file = try CoordinatorMethodWriter(resolution: parent, in: request.project).classFile(in: &sources),
            let parsed = try? sources.parsed(file),
            let tabs = find(inClass: parent.className, in: parsed.tree, flowClass: request.shape.naming.flowClass)
        else { return nil }
        return tabs.reason(parentClass: parent.className)
    }

    /// Why the built-in family gives way.
    func reason(parentClass: String) -> String {
        "\(parentClass) holds its tabs' flows in properties of its own (\(properties.joined(separator: ", "))) and lists them in the array literal `\(array)` in \(method)(), \(Self.marker)"
    }

    /// Whether `refusal` (the fallback's, which may quote the family's) stems from such a parent.
    static func stems(_ refusal: String) -> Bool { refusal.contains(marker) }

    private static func arrays(in node: Syntax) -> [ArrayExprSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [ArrayExprSyntax] = []
            override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
}
