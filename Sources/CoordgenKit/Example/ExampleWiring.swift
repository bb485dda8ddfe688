import SwiftParser
import SwiftSyntax

/// Every wiring site of the example in the app's module (``ExampleWiringSites``, file by file), and
/// the insertions that wire the new flow the same way: each copy renamed and inserted right after its
/// original, so existing text never changes.
struct ExampleWiring {
    /// One file's text with the new flow wired in, and what was copied there.
    struct Edit {
        let path: String
        let text: String
        let what: [String]
    }

    /// Enum cases named after the example, old → new.
    let cases: [String: String]
    /// The enums declaring them.
    let enums: Set<String>
    /// Members named after the example that are copied, old name → new.
    let memberNames: [String: String]
    private let sites: [(file: SourceFile, nodes: [Syntax], elements: [EnumCaseElementSyntax])]

    init(files: [SourceFile], ownTypes: Set<String>, swap: ExampleNameSwap) {
        var cases: [String: String] = [:]
        var enums: Set<String> = []
        for file in files where file.text.contains(swap.old.caseName) || file.text.contains(swap.old.typeStem) {
            let first = ExampleWiringSites(ownTypes: ownTypes, swap: swap, cases: [])
            first.walk(file.tree)
            for element in first.caseElements {
                guard let new = swap.swapped(element.name.text), let owner = Self.enumName(of: element) else { continue }
                cases[element.name.text] = new
                enums.insert(owner)
            }
        }
        var visited: [(file: SourceFile, visitor: ExampleWiringSites)] = []
        var members: [String: String] = [:]
        for file in files where file.text.contains(swap.old.caseName) || file.text.contains(swap.old.typeStem) || ownTypes.contains(where: file.text.contains) {
            let visitor = ExampleWiringSites(ownTypes: ownTypes, swap: swap, cases: Set(cases.keys))
            visitor.walk(file.tree)
            members.merge(visitor.memberNames) { first, _ in first }
            visited.append((file, visitor))
        }
        var sites: [(file: SourceFile, nodes: [Syntax], elements: [EnumCaseElementSyntax])] = []
        for (file, visitor) in visited {
            let nodes = visitor.copiedNodes + visitor.namedMembers.filter { members[$0.name] != nil }.map(\.node)
            if !nodes.isEmpty || !visitor.caseElements.isEmpty { sites.append((file, nodes, visitor.caseElements)) }
        }
        self.cases = cases
        self.enums = enums
        self.memberNames = members
        self.sites = sites
    }

    var isEmpty: Bool { sites.isEmpty }

    /// The files with the new flow wired in.
    func edits(renamer: IdentifierRenamer) throws -> [Edit] {
        try sites.map { site in
            let file = site.file
            var insertions: [(offset: Int, text: String)] = []
            var what: [String] = []
            for node in site.nodes where Self.copyDeclaresAnew(node, renamer: renamer) {
                let indentation = Self.indentation(of: node)
                let separator = node.is(SwitchCaseSyntax.self) ? "\n" : node.is(ExtensionDeclSyntax.self) ? "\n\n" : "\n\n"
                insertions.append((node.endPosition.utf8Offset, separator + indentation + renamer.renamedText(of: node)))
                what.append(Self.describe(node))
            }
            for element in site.elements {
                var copy = renamer.renamedText(of: element.name)
                if let parameters = element.parameterClause { copy += renamer.renamedText(of: parameters) }
                // A string raw value that spells the case is renamed with it; another would repeat the
                // original's (raw values must be unique), so the copy takes the default, its name.
                if let rawValue = element.rawValue, rawValue.value.is(StringLiteralExprSyntax.self) {
                    let renamed = renamer.renamedText(of: rawValue)
                    if renamed != rawValue.trimmedDescription { copy += " " + renamed }
                }
                // A line of its own after the original's `case` declaration: lines are only added.
                guard let item = element.parent?.parent?.parent?.as(MemberBlockItemSyntax.self) else { continue }
                insertions.append((item.endPosition.utf8Offset, "\n" + Self.indentation(of: Syntax(item)) + "case " + copy))
                what.append("case \(element.name.text)")
            }
            var bytes = Array(file.text.utf8)
            for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
                bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if Parser.parse(source: text).hasError {
                throw GeneratorError.sourceEdit(file: file.path, reason: "the file no longer parses with the new flow wired in")
            }
            return Edit(path: file.path, text: text, what: what)
        }
    }

    /// Whether the copy of an extension declares each member anew — under a new name or with new
    /// parameter types — rather than again (`extension LessonsViewModel: ProfileInput` whose methods
    /// keep their names would redeclare them). Other nodes are copied under new names.
    static func copyDeclaresAnew(_ node: Syntax, renamer: IdentifierRenamer) -> Bool {
        guard let extensionDecl = node.as(ExtensionDeclSyntax.self) else { return true }
        return extensionDecl.memberBlock.members.allSatisfy { item in
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                return renamer.renamedText(of: function.name) != function.name.text
                    || renamer.renamedText(of: function.signature) != function.signature.trimmedDescription
            }
            if let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
                return renamer.renamedText(of: binding.pattern) != binding.pattern.trimmedDescription
            }
            return item.decl.is(TypeAliasDeclSyntax.self) == false && item.decl.is(InitializerDeclSyntax.self) == false
        }
    }

    /// The enum declaring a case element.
    private static func enumName(of element: EnumCaseElementSyntax) -> String? {
        var node = element.parent
        while let current = node {
            if let enumDecl = current.as(EnumDeclSyntax.self) { return enumDecl.name.text }
            if current.is(MemberBlockSyntax.self) && !(current.parent?.is(EnumDeclSyntax.self) ?? false) { return nil }
            node = current.parent
        }
        return nil
    }

    /// The whitespace before the node on its line.
    private static func indentation(of node: Syntax) -> String {
        var indentation = ""
        for piece in node.leadingTrivia {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: indentation = ""
            case .spaces(let count): indentation += String(repeating: " ", count: count)
            case .tabs(let count): indentation += String(repeating: "\t", count: count)
            default: break
            }
        }
        return indentation
    }

    private static func describe(_ node: Syntax) -> String {
        if let item = node.as(MemberBlockItemSyntax.self), let name = ExampleWiringSites.declaredName(item.decl) { return name }
        if let clause = node.as(SwitchCaseSyntax.self), case .case(let label) = clause.label { return label.trimmedDescription }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            return "extension \(extensionDecl.extendedType.trimmedDescription)"
        }
        return "declaration"
    }
}
