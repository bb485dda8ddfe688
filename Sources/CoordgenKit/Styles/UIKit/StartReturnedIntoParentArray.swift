import SwiftParser
import SwiftSyntax

/// Where a parent puts the controllers its flows' `start()` return into a list, as a tab parent whose
/// flows each return their own navigation controller does:
///
///     let mapCoordinator = MapCoordinator(navigationController: UINavigationController(), parentCoordinator: self)
///     addChildCoordinator(mapCoordinator)
///     …
///     tabBarController.viewControllers = [
///         homeCoordinator.start(),
///         mapCoordinator.start()
///     ]
///
/// A new flow is started the same way: a local made beside the last sibling's, the statements that keep
/// that sibling repeated for it, and its `start()` put into every list that holds the sibling's — before
/// the sibling where it is the list's last element (so only lines are added), after it otherwise. Only a
/// list written one element per line counts (a one-line list cannot grow without changing its line).
struct StartReturnedIntoParentArray: Equatable {
    /// The sibling's local (`mapCoordinator`).
    let sibling: String
    let siblingClass: String

    /// The site in `source`: the last local of the code block that holds a sibling made by its class
    /// (one of `coordinatorClasses`) and whose `start()` is an element of a list written a line per
    /// element; nil where the parent's class `parentClass` starts no flow that way.
    static func find(
        inClass parentClass: String, of source: String, startName: String, coordinatorClasses: Set<String>
    ) -> StartReturnedIntoParentArray? {
        let finder = SiteFinder(parentClass: parentClass, startName: startName, coordinatorClasses: coordinatorClasses)
        finder.walk(Parser.parse(source: source))
        return finder.found
    }

    /// `source` with the new flow `flowClass` started as the sibling is: its local `local` made by
    /// `flowClass()`, the sibling's keeping statements repeated, its `start()` put into each list.
    func inserting(flowClass: String, local: String, startName: String, into source: String) -> String {
        guard let parsed = try? ParsedSwiftSource(source) else { return source }
        let locator = EditLocator(sibling: sibling, startName: startName)
        locator.walk(parsed.tree)
        guard let block = locator.block else { return source }
        var insertions: [(offset: Int, text: String)] = []
        // Only what comes before the lists: the new local must be made before they name it.
        let firstElement = locator.elements.map(\.start).min() ?? Int.max
        let uses = Self.siblingStatements(in: block, sibling: sibling).filter { $0.endPosition.utf8Offset <= firstElement }
        if let last = uses.last {
            let indent = parsed.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset)
            var lines = ["let \(local) = \(flowClass)()"]
            lines += uses.dropFirst().map { Renamer(from: sibling, to: local).rewrite($0).trimmedDescription }
            insertions.append((last.endPosition.utf8Offset, "\n\n" + lines.map { indent + $0 }.joined(separator: "\n")))
        }
        for element in locator.elements {
            let indent = parsed.indentation(ofLineAt: element.start)
            let value = element.startedLocal == nil ? local : "\(local).\(startName)()"
            if element.hasComma {
                insertions.append((element.end, "\n" + indent + value + ","))
            } else {
                insertions.append((element.start, value + ",\n" + indent))
            }
        }
        var bytes = Array(source.utf8)
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The statements of `block` that name the sibling outside a list, the local's declaration first.
    private static func siblingStatements(in block: CodeBlockItemListSyntax, sibling: String) -> [CodeBlockItemSyntax] {
        block.filter { item in
            let names = NameCollector(viewMode: .sourceAccurate)
            names.walk(item)
            return names.outsideLists.contains(sibling) || Self.declares(sibling, item)
        }
    }

    static func declares(_ name: String, _ item: CodeBlockItemSyntax) -> Bool {
        item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
    }

    /// Whether `element` stands alone on its line (a newline precedes it).
    static func onItsOwnLine(_ element: ArrayElementSyntax) -> Bool {
        element.leadingTrivia.contains { if case .newlines = $0 { return true } else { return false } }
    }
}

extension StartReturnedIntoParentArray {
    /// Finds the site in the parent's class.
    private final class SiteFinder: SyntaxVisitor {
        let parentClass: String
        let startName: String
        let coordinatorClasses: Set<String>
        var found: StartReturnedIntoParentArray?

        init(parentClass: String, startName: String, coordinatorClasses: Set<String>) {
            (self.parentClass, self.startName, self.coordinatorClasses) = (parentClass, startName, coordinatorClasses)
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            node.name.text == parentClass ? .visitChildren : .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.extendedType.trimmedDescription == parentClass ? .visitChildren : .skipChildren
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil else { return .skipChildren }
            // The locals this block makes from a sibling coordinator's class.
            var locals: [String: String] = [:]
            for item in node {
                guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                        let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, coordinatorClasses.contains(type)
                    else { continue }
                    locals[name] = type
                }
            }
            guard !locals.isEmpty else { return .visitChildren }
            let lists = ListFinder(startName: startName)
            lists.walk(node)
            for list in lists.found {
                let started = list.compactMap { $0.ownLine ? $0.startedLocal : nil }.filter { locals[$0] != nil }
                if let last = started.last, let type = locals[last] {
                    found = StartReturnedIntoParentArray(sibling: last, siblingClass: type)
                    return .skipChildren
                }
            }
            return .visitChildren
        }
    }

    /// An element of a list literal, read while it is visited.
    struct ListElement {
        /// Where its expression begins, and where it ends with its comma and trailing trivia.
        let start: Int
        let end: Int
        let hasComma: Bool
        /// Whether a newline precedes it.
        let ownLine: Bool
        /// `name` of `name.start()`, or `name` itself.
        let startedLocal: String?
        let bareLocal: String?
    }

    /// The list literals below a node, each as its elements.
    private final class ListFinder: SyntaxVisitor {
        let startName: String
        var found: [[ListElement]] = []

        init(startName: String) {
            self.startName = startName
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(
                node.elements.map { element in
                    let call = element.expression.as(FunctionCallExprSyntax.self)
                    let member = call?.calledExpression.as(MemberAccessExprSyntax.self)
                    let started =
                        call?.arguments.isEmpty == true && call?.trailingClosure == nil && member?.declName.baseName.text == startName
                        ? member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text : nil
                    return ListElement(
                        start: element.positionAfterSkippingLeadingTrivia.utf8Offset, end: element.endPosition.utf8Offset,
                        hasComma: element.trailingComma != nil, ownLine: StartReturnedIntoParentArray.onItsOwnLine(element),
                        startedLocal: started, bareLocal: element.expression.as(DeclReferenceExprSyntax.self)?.baseName.text)
                })
            return .visitChildren
        }
    }

    /// The code block that declares the sibling, and the list elements that name it on their own line.
    private final class EditLocator: SyntaxVisitor {
        let sibling: String
        let startName: String
        var block: CodeBlockItemListSyntax?
        var elements: [ListElement] = []

        init(sibling: String, startName: String) {
            (self.sibling, self.startName) = (sibling, startName)
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
            guard block == nil, node.contains(where: { StartReturnedIntoParentArray.declares(sibling, $0) }) else { return .visitChildren }
            block = node
            let lists = ListFinder(startName: startName)
            lists.walk(node)
            elements = lists.found.flatMap { list in
                list.filter { $0.ownLine && ($0.startedLocal == sibling || $0.bareLocal == sibling) }
            }
            return .skipChildren
        }
    }

    /// The names a statement refers to outside list literals.
    private final class NameCollector: SyntaxVisitor {
        var outsideLists: Set<String> = []
        override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            outsideLists.insert(node.baseName.text)
            return .visitChildren
        }
    }

    /// A statement with the sibling's local renamed to the new flow's.
    private final class Renamer: SyntaxRewriter {
        let from: String
        let to: String
        init(from: String, to: String) {
            (self.from, self.to) = (from, to)
            super.init()
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
            guard node.baseName.text == from else { return ExprSyntax(node) }
            return ExprSyntax(node.with(\.baseName, .identifier(to, leadingTrivia: node.baseName.leadingTrivia, trailingTrivia: node.baseName.trailingTrivia)))
        }
    }
}
