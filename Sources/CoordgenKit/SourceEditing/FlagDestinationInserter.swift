import SwiftSyntax

/// Adds a screen to a SwiftUI coordinator that shows each screen through a boolean flag: the flag, on
/// the line after the coordinator's last one and with its attributes (`@Published var isShowingReceipt =
/// false`), and, in the view that binds the flags, a modifier presenting the screen while the flag is
/// true, after the view's last such modifier. Both are insertions of whole lines; every edit is re-parsed
/// and checked.
enum FlagDestinationInserter {
    /// The modifiers that present a view while a flag is true.
    static let modifiers: Set<String> = ["navigationDestination", "sheet", "fullScreenCover"]

    /// `source` with `var <flag> = false` added to `className` after its last stored property whose name
    /// starts with `prefix`, carrying that property's attributes and modifiers.
    static func addingFlag(_ flag: String, prefix: String, toClass className: String, in source: String) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        guard let block = TypeMemberLookup.memberBlock(of: type) else { throw SourceEditError.typeNotFound(kind: "class", name: className) }
        let flags = block.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter {
            Self.name(of: $0)?.hasPrefix(prefix) ?? false
        }
        guard let last = flags.last else {
            // A flow with no screen of its own yet (one coordgen wrote): the first flag, `@Published` unless
            // the class is `@Observable`.
            let observable = type.as(ClassDeclSyntax.self)?.attributes.names.contains("Observable") ?? false
            let declaration = (observable ? "" : "@Published ") + "var \(flag) = false"
            return try StatementInserter.addingProperty(declaration, named: flag, toClass: className, after: { _ in false }, in: source)
        }
        if flags.contains(where: { Self.name(of: $0) == flag }) {
            throw SourceEditError.invalidSnippet("\(className) already has a property named \(flag)")
        }
        let declaration = [last.attributes.trimmedDescription, last.modifiers.trimmedDescription, "var \(flag) = false"]
            .filter { !$0.isEmpty }.joined(separator: " ")
        let indent = parsed.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset)
        let edited = parsed.applying(
            .insert(indent + declaration + parsed.lineEnding, at: lineAfter(last.endPositionBeforeTrailingTrivia.utf8Offset, in: parsed)))
        let reparsed = try verified(edited)
        let count = try TypeMemberLookup.propertyNames(in: TypeMemberLookup.singleType(named: className, kind: .class, in: reparsed.tree))
            .contains(flag)
        guard count else { throw SourceEditError.verificationFailed("\(className) did not gain \(flag)") }
        return edited
    }

    /// `source` with `.<modifier>(isPresented: <binding>) { <content> }` added in `viewName` after its last
    /// flag modifier; the binding is the one that modifier passes with its last component replaced by `flag`
    /// (`$coordinator.isShowingEditor` → `$coordinator.isShowingReceipt`). `content` is given the flag as
    /// the view reads it (`coordinator.isShowingReceipt`) and the file's indentation unit.
    static func addingModifier(
        _ modifier: String, flag: String, content: (_ flag: String, _ unit: String) -> String, toView viewName: String,
        in source: String, label: String = "isPresented", among names: Set<String> = modifiers
    ) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let view = try SwiftDeclarationLookup.single(StructDeclSyntax.self, kind: "struct", name: viewName, in: parsed.tree) {
            $0.name.text == viewName
        }
        let calls = flagModifierCalls(in: view, label: label, among: names)
        if calls.isEmpty, let first = firstScreen(in: view) ?? (label == "isPresented" ? nil : firstStatementOfBody(in: view)) {
            return try addingFirstModifier(modifier, label: label, flag: flag, content: content, after: first, in: view, parsed: parsed)
        }
        // The outermost: the last one applied, which no other of them contains.
        guard
            let last = calls.first(where: { call in
                !calls.contains { other in other.id != call.id && other.position <= call.position && other.endPosition >= call.endPosition }
            }),
            let period = last.calledExpression.as(MemberAccessExprSyntax.self)?.period,
            let bound = last.arguments.first?.expression.trimmedDescription, bound.hasPrefix("$")
        else {
            throw SourceEditError.invalidSnippet(
                "\(viewName) has no \(names.sorted().map { ".\($0)(\(label):)" }.joined(separator: ", ")) bound to a property to add a screen after"
            )
        }
        // `$coordinator.isShowingEditor` → `$coordinator.isShowingReceipt`; `$isShowingEditor` → `$isShowingReceipt`.
        let newBinding = (bound.lastIndex(of: ".").map { String(bound[...$0]) } ?? "$") + flag
        let indent = parsed.indentation(ofLineAt: period.positionAfterSkippingLeadingTrivia.utf8Offset)
        let unit = parsed.guessedIndentUnit()
        let eol = parsed.lineEnding
        let text =
            "\(indent).\(modifier)(\(label): \(newBinding)) {\(eol)"
            + content(String(newBinding.dropFirst()), unit).split(separator: "\n", omittingEmptySubsequences: false).map {
                "\(indent)\(unit)\($0)\(eol)"
            }.joined()
            + "\(indent)}\(eol)"
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset
        let edited = parsed.applying(.insert(text, at: lineAfter(end, in: parsed)))
        let reparsed = try verified(edited)
        let reparsedView = try SwiftDeclarationLookup.single(StructDeclSyntax.self, kind: "struct", name: viewName, in: reparsed.tree) {
            $0.name.text == viewName
        }
        guard flagModifierCalls(in: reparsedView, label: label, among: names).count == calls.count + 1 else {
            throw SourceEditError.verificationFailed("\(viewName) did not gain one .\(modifier)(\(label):)")
        }
        return edited
    }

    /// The name of the outermost modifier in `viewName` whose first argument is `label` (`navigation` of
    /// `.navigation(item: $coordinator.detail)`); nil where the file declares no such view or it has none.
    static func lastModifier(inView viewName: String, label: String, among names: Set<String>, in source: String) throws -> String? {
        let parsed = try ParsedSwiftSource(source)
        let found = try? SwiftDeclarationLookup.single(StructDeclSyntax.self, kind: "struct", name: viewName, in: parsed.tree) {
            $0.name.text == viewName
        }
        guard let view = found else { return nil }
        let calls = flagModifierCalls(in: view, label: label, among: names)
        let outermost = calls.first { (call: FunctionCallExprSyntax) -> Bool in
            !calls.contains { (other: FunctionCallExprSyntax) -> Bool in
                other.id != call.id && other.position <= call.position && other.endPosition >= call.endPosition
            }
        }
        return outermost?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The view's first screen: the first statement of its `NavigationStack { … }`, in a view with no flag
    /// modifier yet (a flow coordgen wrote).
    private static func firstScreen(in view: StructDeclSyntax) -> CodeBlockItemSyntax? {
        let stacks = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: view) {
            $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationStack"
        }
        return stacks.first?.trailingClosure?.statements.first
    }

    /// The first flag modifier, on the view's first screen, bound to the flag of the coordinator the view
    /// observes (`$coordinator.isShowingReceipt`).
    private static func addingFirstModifier(
        _ modifier: String, label: String, flag: String, content: (_ flag: String, _ unit: String) -> String, after screen: CodeBlockItemSyntax,
        in view: StructDeclSyntax, parsed: ParsedSwiftSource
    ) throws -> String {
        let observed = view.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first {
            !Set($0.attributes.names).isDisjoint(with: ["ObservedObject", "Bindable"])
        }
        guard let property = observed.flatMap(name(of:)) else {
            throw SourceEditError.invalidSnippet("\(view.name.text) has no @ObservedObject or @Bindable coordinator to bind \(flag) on")
        }
        let unit = parsed.guessedIndentUnit()
        let indent = parsed.indentation(ofLineAt: screen.positionAfterSkippingLeadingTrivia.utf8Offset) + unit
        let eol = parsed.lineEnding
        let text =
            "\(indent).\(modifier)(\(label): $\(property).\(flag)) {\(eol)"
            + content("\(property).\(flag)", unit).split(separator: "\n", omittingEmptySubsequences: false).map {
                "\(indent)\(unit)\($0)\(eol)"
            }.joined()
            + "\(indent)}\(eol)"
        let edited = parsed.applying(.insert(text, at: lineAfter(screen.endPositionBeforeTrailingTrivia.utf8Offset, in: parsed)))
        _ = try verified(edited)
        return edited
    }

    /// The calls `.navigationDestination(isPresented:)`, `.sheet(isPresented:)` and
    /// `.fullScreenCover(isPresented:)` in a view.
    private static func flagModifierCalls(
        in view: StructDeclSyntax, label: String = "isPresented", among names: Set<String> = modifiers
    ) -> [FunctionCallExprSyntax] {
        SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: view) { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return names.contains(member.declName.baseName.text) && call.arguments.first?.label?.text == label
        }
    }

    /// The first statement of the view's `body`, in a view with no modifier yet and no `NavigationStack`
    /// (a flow coordgen wrote, pushed inside its parent's stack).
    private static func firstStatementOfBody(in view: StructDeclSyntax) -> CodeBlockItemSyntax? {
        let body = view.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first { name(of: $0) == "body" }
        guard case .getter(let statements)? = body?.bindings.first?.accessorBlock?.accessors else { return nil }
        return statements.first
    }

    /// The offset where the line after the one holding `offset` starts (the end of the text when none does).
    /// Anything after `offset` on its line must be a comment or whitespace, or nothing may be inserted.
    private static func lineAfter(_ offset: Int, in parsed: ParsedSwiftSource) -> Int {
        var index = offset
        while index < parsed.bytes.count, parsed.bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return min(index + 1, parsed.bytes.count)
    }

    private static func verified(_ edited: String) throws -> ParsedSwiftSource {
        do {
            return try ParsedSwiftSource(edited)
        } catch {
            throw SourceEditError.verificationFailed("the edited file does not parse: \(error)")
        }
    }

    private static func name(of variable: VariableDeclSyntax) -> String? {
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}
