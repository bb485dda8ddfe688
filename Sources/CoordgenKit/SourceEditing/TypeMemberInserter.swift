import SwiftParser
import SwiftSyntax

/// Adds methods to protocols and classes in an existing Swift file through swift-syntax.
///
/// A method goes in as the last member of the type, one blank line after the previous member,
/// re-indented to the file's member indentation and written with the file's line ending.
/// Every other byte of the file is kept as it was.
public enum TypeMemberInserter {
    /// The kinds of type this inserter edits.
    public enum TypeKind: String, Sendable, CaseIterable {
        case `protocol`
        case `class`
    }

    /// Whether `source` declares a type of that kind and name, anywhere (nested or inside `#if`).
    ///
    /// This only looks: it does not require the file to parse cleanly, unlike the editing methods. A text
    /// that holds the name nowhere as a whole word declares no type of that name and is not parsed (the
    /// lookups ask every file that merely contains `App` whether it declares `App`).
    public static func declaresType(named name: String, kind: TypeKind, in source: String) -> Bool {
        guard source.containsUTF8Word(SourceEditNames.unescaped(name)) else { return false }
        return !TypeMemberLookup.types(named: name, kind: kind, in: RecentParses.tree(of: source)).isEmpty
    }

    /// Whether the type already declares a function with this base name.
    ///
    /// For a class, functions in extensions of it in the same file count too. Throws when the file
    /// does not parse or the type is missing or declared more than once.
    public static func hasFunction(named functionName: String, inType typeName: String, kind: TypeKind, in source: String) throws -> Bool {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: typeName, kind: kind, in: parsed.tree)
        return TypeMemberLookup.functionCount(named: functionName, in: type, kind: kind, tree: parsed.tree) > 0
    }

    /// Whether the class declares a property of that name in its body (stored or computed).
    /// Throws when the file does not parse or the class is missing or declared more than once.
    public static func classHasProperty(named propertyName: String, inClass className: String, in source: String) throws -> Bool {
        try propertyNames(ofClass: className, in: ParsedSwiftSource(source)).contains(SourceEditNames.unescaped(propertyName))
    }

    /// The properties the class declares in its body (stored or computed), unescaped: for a caller that
    /// asks about several in one parse. Throws when the class is missing or declared more than once.
    static func propertyNames(ofClass className: String, in source: ParsedSwiftSource) throws -> Set<String> {
        TypeMemberLookup.propertyNames(in: try TypeMemberLookup.singleType(named: className, kind: .class, in: source.tree))
    }

    /// Whether an extension in `source` makes `typeName` conform to `protocolName`
    /// (`extension AppCoordinator: CoordinatorFinishDelegate`), wherever the type itself is declared.
    public static func extensionDeclaresConformance(of typeName: String, to protocolName: String, in source: String) -> Bool {
        TypeMemberLookup.extensionConformances(of: SourceEditNames.unescaped(typeName), in: RecentParses.tree(of: source))
            .contains(SourceEditNames.unescaped(protocolName))
    }

    /// Whether class `className` conforms to `protocolName` in its inheritance clause or in an
    /// extension in the same file (`extension ClassName: ProtocolName`).
    public static func classConforms(_ className: String, to protocolName: String, in source: String) throws -> Bool {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        return TypeMemberLookup.inheritedNames(of: type, tree: parsed.tree).contains(SourceEditNames.unescaped(protocolName))
    }

    /// The protocol requirement derived from a function declaration: doc comment and signature, no body.
    public static func requirement(from function: String) throws -> String {
        try FunctionSnippet(function).requirementText
    }

    /// Returns `source` with `method` added as the last member of the protocol or class `typeName`.
    ///
    /// `method` is one function declaration, optionally preceded by a `///` doc comment, written with
    /// 4-space indentation from column 0. A protocol receives the requirement derived from it (see
    /// `requirement(from:)`); a class receives it whole and it must have a body. `name`, when given,
    /// must be the function's name. Throws when the file does not parse, the type is missing or
    /// ambiguous, or a function with the same name already exists there.
    public static func addingMethod(
        _ method: String,
        named name: String? = nil,
        toType typeName: String,
        kind: TypeKind,
        in source: String
    ) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let snippet = try FunctionSnippet(method)
        if let name, SourceEditNames.unescaped(name) != snippet.name {
            throw SourceEditError.invalidSnippet("expected a function named \(name), found \(snippet.name)")
        }
        if kind == .class, !snippet.hasBody {
            throw SourceEditError.invalidSnippet("a class method needs a body: \(snippet.name)")
        }
        let type = try TypeMemberLookup.singleType(named: typeName, kind: kind, in: parsed.tree)
        guard TypeMemberLookup.functionCount(named: snippet.name, in: type, kind: kind, tree: parsed.tree) == 0 else {
            let plainType = SourceEditNames.unescaped(typeName)
            throw SourceEditError.duplicateFunction(typeName: plainType, functionName: snippet.name)
        }
        let member = kind == .protocol ? snippet.requirementText : snippet.text
        let edited = parsed.applying(MemberPlacement.appending(member, to: type, in: parsed))
        try verify(edited, typeName: typeName, kind: kind, functionName: snippet.name)
        return edited
    }

    /// Returns `source` with a top-level declaration (e.g. an extension) appended after one blank line.
    ///
    /// A file without a final newline keeps having none; `declaration` is re-indented like a member.
    public static func appendingDeclaration(_ declaration: String, to source: String) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let snippet = SnippetIndenter.trimmingBlankLines(SnippetIndenter.normalizingLineEndings(declaration))
        let snippetTree = Parser.parse(source: snippet)
        guard !snippetTree.hasError, !snippetTree.statements.isEmpty else {
            throw SourceEditError.invalidSnippet("the declaration to append does not parse on its own")
        }
        let edited = parsed.applying(MemberPlacement.appendingAtEnd(snippet, of: parsed))
        let statementCount: Int
        do {
            statementCount = try ParsedSwiftSource(edited).tree.statements.count
        } catch {
            throw SourceEditError.verificationFailed("\(error)")
        }
        guard statementCount == parsed.tree.statements.count + snippetTree.statements.count else {
            throw SourceEditError.verificationFailed("the appended declaration merged with the code before it")
        }
        return edited
    }

    /// Re-parses the edited text and checks that the type now has exactly one function with that name.
    private static func verify(_ edited: String, typeName: String, kind: TypeKind, functionName: String) throws {
        do {
            let reparsed = try ParsedSwiftSource(edited)
            let type = try TypeMemberLookup.singleType(named: typeName, kind: kind, in: reparsed.tree)
            let count = TypeMemberLookup.functionCount(named: functionName, in: type, kind: kind, tree: reparsed.tree)
            guard count == 1 else {
                throw SourceEditError.verificationFailed("\(typeName) has \(count) functions named \(functionName)")
            }
        } catch let error as SourceEditError {
            if case .verificationFailed = error {
                throw error
            }
            throw SourceEditError.verificationFailed("\(error)")
        }
    }
}
