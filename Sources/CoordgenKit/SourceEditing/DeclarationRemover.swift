import SwiftParser
import SwiftSyntax

/// Takes out of a Swift file the declarations `new coordinator` and `new screen` put in, through
/// swift-syntax: the inverse of `TypeMemberInserter`, `EnumCaseRegistrar` and `SwitchCaseInserter`.
///
/// A member, case or clause goes with its leading trivia (the line break before it, the blank line
/// that separated it from the one before, its doc comment), which is exactly what the inserters
/// added, so removing what was just inserted gives back the file byte for byte. A case written
/// beside others (`case a, b`) loses only its name and comma. Every other byte stays as it was.
struct DeclarationRemover {
    /// The result of one file's removal.
    struct Removal {
        /// The file without the declarations.
        let text: String
        /// The byte ranges of the original text that were taken out, sorted.
        let ranges: [Range<Int>]
        /// The declarations that were found (and taken out).
        let found: Set<GeneratedDeclaration>
    }

    let declarations: [GeneratedDeclaration]

    /// Removes every declaration of `declarations` that `source` holds; those it does not are left
    /// out of `found`. Throws when the file does not parse, or no longer parses without them.
    func removing(from source: String) throws -> Removal {
        let parsed = try ParsedSwiftSource(source)
        var ranges: [Range<Int>] = []
        var found: Set<GeneratedDeclaration> = []
        for declaration in declarations {
            let matches = Self.ranges(of: declaration, in: parsed.tree)
            if !matches.isEmpty { found.insert(declaration) }
            ranges += matches
        }
        let merged = Self.outermost(ranges)
        var bytes = parsed.bytes
        for range in merged.reversed() { bytes.removeSubrange(range) }
        let text = String(decoding: bytes, as: UTF8.self)
        if !merged.isEmpty, Parser.parse(source: text).hasError {
            throw SourceEditError.verificationFailed(
                "the file no longer parses without \(found.map(\.description).sorted().joined(separator: ", "))")
        }
        return Removal(text: text, ranges: merged, found: found)
    }

    /// The byte ranges that hold `declaration` in `tree`.
    static func ranges(of declaration: GeneratedDeclaration, in tree: SourceFileSyntax) -> [Range<Int>] {
        switch declaration {
        case .method(let name, let types):
            return SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree) { function in
                SourceEditNames.unescaped(function.name) == name && memberOwner(of: function).map(types.contains) == true
            }.compactMap { $0.parent.map(memberRange) }
        case .enumCase(let name, let enumName):
            // `AppCoordinator.Destination` names the enum nested in AppCoordinator, not another's.
            let parts = enumName.split(separator: ".").map(String.init)
            let enums = SwiftDeclarationLookup.all(EnumDeclSyntax.self, in: tree) {
                SourceEditNames.unescaped($0.name) == parts.last && (parts.count == 1 || memberOwner(of: $0) == parts[parts.count - 2])
            }
            return enums.flatMap { caseRanges(named: name, in: $0) }
        case .switchClause(let name, let typeName, let function):
            guard let decl = try? SwitchCaseInserter(typeName: typeName, function: function).functionDecl(in: tree), let body = decl.body
            else { return [] }
            return SwiftDeclarationLookup.all(SwitchCaseSyntax.self, in: body) { SwitchCaseInserter.handledCases(of: $0) == [name] }
                .map(fullRange)
        case .property(let name, let types):
            return SwiftDeclarationLookup.all(VariableDeclSyntax.self, in: tree) { variable in
                variable.bindings.count == 1
                    && variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self).map { SourceEditNames.unescaped($0.identifier) }
                        == name
                    && memberOwner(of: variable).map(types.contains) == true
            }.compactMap { $0.parent.map(memberRange) }
        case .statement(let statement, let function, let types):
            let functions = SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree) {
                SourceEditNames.unescaped($0.name) == function && $0.signature.parameterClause.parameters.isEmpty
                    && memberOwner(of: $0).map(types.contains) == true
            }
            return functions.flatMap { decl -> [Range<Int>] in
                guard let statements = decl.body?.statements else { return [] }
                let matching = Array(statements).filter { $0.item.trimmedDescription == statement }
                // The method the parent got with the statement goes with its last statement.
                if matching.count == statements.count, statements.count == 1 { return decl.parent.map { [memberRange($0)] } ?? [] }
                return matching.map(fullRange)
            }
        case .presentingModifier(let property, let view):
            return modifierRanges(in: tree) { call in
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    ["sheet", "fullScreenCover"].contains(member.declName.baseName.text),
                    bound(call, label: "item", to: property)
                else { return false }
                return call.trailingClosure?.description.contains(view) == true
            }
        case .flagModifier(let flag):
            return modifierRanges(in: tree) { bound($0, label: "isPresented", to: flag) }
        }
    }

    /// The modifiers `matches` accepts, each from the end of the expression it modifies: the line break
    /// and the modifier, as the inserters wrote them.
    private static func modifierRanges(in tree: SourceFileSyntax, where matches: (FunctionCallExprSyntax) -> Bool) -> [Range<Int>] {
        SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: tree) { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil && matches(call)
        }.compactMap { call in
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
            return base.endPositionBeforeTrailingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
        }
    }

    /// Whether the call's `label:` argument is a binding to `property` (`$coordinator.property`).
    private static func bound(_ call: FunctionCallExprSyntax, label: String, to property: String) -> Bool {
        guard let binding = call.arguments.first(where: { $0.label?.text == label })?.expression.as(MemberAccessExprSyntax.self)
        else { return false }
        return binding.base?.trimmedDescription.hasPrefix("$") == true && binding.declName.baseName.text == property
    }

    /// The range of the case `name` among the enum's direct members: the whole `case` line when it
    /// declares that one case, else the name with the comma that joins it to its neighbour.
    private static func caseRanges(named name: String, in decl: EnumDeclSyntax) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for item in decl.memberBlock.members {
            guard let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
            let elements = Array(caseDecl.elements)
            guard let index = elements.firstIndex(where: { SourceEditNames.unescaped($0.name) == name }) else { continue }
            if elements.count == 1 {
                ranges.append(fullRange(item))
            } else if index == elements.count - 1, let comma = elements[index - 1].trailingComma {
                ranges.append(
                    comma.positionAfterSkippingLeadingTrivia.utf8Offset..<elements[index].endPositionBeforeTrailingTrivia.utf8Offset)
            } else if index + 1 < elements.count {
                ranges.append(
                    elements[index].positionAfterSkippingLeadingTrivia
                        .utf8Offset..<elements[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset)
            }
        }
        return ranges
    }

    /// The name of the type, protocol or extended type whose body lists `member` directly.
    private static func memberOwner(of member: some SyntaxProtocol) -> String? {
        guard member.parent?.is(MemberBlockItemSyntax.self) == true,
            let owner = member.parent?.parent?.parent?.parent
        else { return nil }
        if let decl = owner.asProtocol(NamedDeclSyntax.self) { return SourceEditNames.unescaped(decl.name) }
        if let decl = owner.as(ExtensionDeclSyntax.self) {
            let extended = decl.extendedType.trimmedDescription
            return SourceEditNames.unescaped(String(extended.split(separator: ".").last ?? Substring(extended)))
        }
        return nil
    }

    /// A member with the part of its leading trivia the inserter wrote: from the blank line that
    /// separates it (a comment above that line was there before and stays), else all of it. When it is
    /// the body's only member and nothing but white space would be left, everything between the
    /// braces, since the inserter opened up a `{}` body.
    private static func memberRange(_ item: Syntax) -> Range<Int> {
        var offset = item.position.utf8Offset
        var start = offset
        var commentBefore = false
        // Whether the pieces since the last line break are spaces or tabs only (a line of white space).
        var blankLineSoFar = false
        for piece in item.leadingTrivia {
            switch piece {
            case .newlines(let count), .carriageReturnLineFeeds(let count):
                // `\n\n` is the separator the inserter wrote; an indented blank line (`\n  \n`) was there
                // before and the inserter wrote after it, so it stays, indentation and all.
                if count >= 2 { start = offset } else if blankLineSoFar { start = offset }
                blankLineSoFar = true
            case .spaces, .tabs:
                break
            default:
                blankLineSoFar = false
            }
            offset += piece.sourceLength.utf8Length
        }
        offset = item.position.utf8Offset
        for piece in item.leadingTrivia where offset < start {
            if piece.isComment { commentBefore = true }
            offset += piece.sourceLength.utf8Length
        }
        let range = start..<item.endPosition.utf8Offset
        guard !commentBefore, let block = item.parent?.parent?.as(MemberBlockSyntax.self), block.members.count == 1,
            !block.leftBrace.trailingTrivia.contains(where: \.isComment),
            !block.rightBrace.leadingTrivia.contains(where: \.isComment)
        else { return range }
        return block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset..<block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// A node with its leading and trailing trivia.
    private static func fullRange(_ node: some SyntaxProtocol) -> Range<Int> {
        node.position.utf8Offset..<node.endPosition.utf8Offset
    }

    /// `ranges` sorted, without those inside another.
    private static func outermost(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { ($0.lowerBound, -$0.upperBound) < ($1.lowerBound, -$1.upperBound) }) {
            if let last = result.last, last.upperBound >= range.upperBound { continue }
            if let last = result.last, last.upperBound > range.lowerBound {
                result[result.count - 1] = last.lowerBound..<range.upperBound
            } else {
                result.append(range)
            }
        }
        return result
    }
}
