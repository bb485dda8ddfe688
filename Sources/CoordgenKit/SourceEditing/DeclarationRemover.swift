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
            if case .finishConformance = declaration { continue }
            let matches = Self.ranges(of: declaration, in: parsed.tree)
            if !matches.isEmpty { found.insert(declaration) }
            ranges += matches
        }
        var merged = Self.outermost(ranges)
        var bytes = parsed.bytes
        for range in merged.reversed() { bytes.removeSubrange(range) }
        var text = String(decoding: bytes, as: UTF8.self)
        // A parent's finish conformance goes once nothing left in the file makes it a delegate.
        let conformances = declarations.filter { if case .finishConformance = $0 { true } else { false } }
        if !conformances.isEmpty, let remaining = try? ParsedSwiftSource(text) {
            var unused: [Range<Int>] = []
            for declaration in conformances {
                guard case .finishConformance(_, _, _, let property) = declaration, !Self.assignsSelf(to: property, in: remaining.tree)
                else { continue }
                let matches = Self.ranges(of: declaration, in: remaining.tree)
                if !matches.isEmpty { found.insert(declaration) }
                unused += matches
            }
            if !unused.isEmpty {
                var remainingBytes = remaining.bytes
                for range in Self.outermost(unused).reversed() { remainingBytes.removeSubrange(range) }
                text = String(decoding: remainingBytes, as: UTF8.self)
                merged = Self.originalRanges(of: Self.outermost(unused), after: merged) + merged
                merged = Self.outermost(merged)
            }
        }
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
            // Overloads by the enum they switch over (`build(_ page: Page)`, `build(_ modal: Modal)`) each
            // handle their own cases.
            let bodies = DestinationSwitchLocator(typeName: typeName, function: function).functionDecls(in: tree).compactMap(\.body)
            return bodies.flatMap { body in
                SwiftDeclarationLookup.all(SwitchCaseSyntax.self, in: body) { SwitchClauses.handledCases(of: $0) == [name] }
                    .map(fullRange)
            }
        case .property(let name, let types):
            return SwiftDeclarationLookup.all(VariableDeclSyntax.self, in: tree) { variable in
                variable.bindings.count == 1
                    && variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self).map { SourceEditNames.unescaped($0.identifier) }
                        == name
                    && memberOwner(of: variable).map(types.contains) == true
            }.compactMap { $0.parent.map(memberRange) }
        case .statement(let statement, let function, let types):
            return statementRanges(statement, in: function, of: types, tree: tree)
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
        case .itemModifier(let item):
            return modifierRanges(in: tree) { bound($0, label: "item", to: item) }
        case .destinationModifier(let type):
            return modifierRanges(in: tree) { PushedCoordinatorsReader.mappedClass(of: $0)?.0 == type }
        case .wiringCopy(let text, _):
            return wiringCopyRanges(text, in: tree)
        case .startingItem(let keyPath, let type):
            guard let array = StinsenStartingItemInserter.startingItems(ofClass: type, in: tree) else { return [] }
            return arrayElementRanges(keyPath, in: Syntax(array), lastWithoutComma: true)
        case .finishConformance(let type, let proto, let text, _):
            let wanted = text.split(whereSeparator: \.isWhitespace)
            return extensionRanges(of: type, adopting: proto, in: tree) { $0.trimmedDescription.split(whereSeparator: \.isWhitespace) == wanted }
        case .flowConformance(let type, let proto):
            return extensionRanges(of: type, adopting: proto, in: tree) { _ in true }
        }
    }

    /// A statement coordgen added to a method without parameters of `types`; the method goes with it
    /// where it was the method's only statement (the parent got the method with it).
    private static func statementRanges(_ statement: String, in function: String, of types: Set<String>, tree: SourceFileSyntax) -> [Range<Int>] {
        let functions = SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree) {
            SourceEditNames.unescaped($0.name) == function && $0.signature.parameterClause.parameters.isEmpty
                && memberOwner(of: $0).map(types.contains) == true
        }
        return functions.flatMap { decl -> [Range<Int>] in
            guard let statements = decl.body?.statements else { return [] }
            let matching = Array(statements).filter { $0.item.trimmedDescription == statement }
            if matching.count == statements.count, statements.count == 1 { return decl.parent.map { [memberRange($0)] } ?? [] }
            return matching.map(fullRange)
        } + initializerStatementRanges(statement, in: function, of: types, tree: tree)
    }

    /// A statement coordgen added to an initialiser of `types` (`function` is `init`), which keeps the
    /// initialiser: the parent had it before.
    private static func initializerStatementRanges(
        _ statement: String, in function: String, of types: Set<String>, tree: SourceFileSyntax
    ) -> [Range<Int>] {
        guard function == "init" else { return [] }
        let initializers = SwiftDeclarationLookup.all(InitializerDeclSyntax.self, in: tree) {
            memberOwner(of: $0).map(types.contains) == true
        }
        return initializers.flatMap { decl in
            Array(decl.body?.statements ?? []).filter { $0.item.trimmedDescription == statement }.map(fullRange)
        }
    }

    /// What `--like` wrote next to the example's wiring: members, switch clauses and extensions whose
    /// text is `text` (whitespace aside), with their whole leading trivia (the line breaks and
    /// indentation `--like` wrote before them).
    private static func wiringCopyRanges(_ text: String, in tree: SourceFileSyntax) -> [Range<Int>] {
        let wanted = text.split(whereSeparator: \.isWhitespace)
        let matches = { (node: Syntax) in node.trimmedDescription.split(whereSeparator: \.isWhitespace) == wanted }
        let members = SwiftDeclarationLookup.all(MemberBlockItemSyntax.self, in: tree) { matches(Syntax($0)) }.map(Syntax.init)
        let clauses = SwiftDeclarationLookup.all(SwitchCaseSyntax.self, in: tree) { matches(Syntax($0)) }.map(Syntax.init)
        let extensions = Array(tree.statements).filter { $0.item.is(ExtensionDeclSyntax.self) && matches(Syntax($0)) }.map(Syntax.init)
        let statements = SwiftDeclarationLookup.all(CodeBlockItemSyntax.self, in: tree) {
            !$0.item.is(DeclSyntax.self) || $0.item.is(VariableDeclSyntax.self) ? matches(Syntax($0)) : false
        }.filter { $0.parent?.parent?.is(SourceFileSyntax.self) == false }.map(Syntax.init)
        let ranges = (members + clauses + extensions + statements).map { $0.position.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset }
        return ranges + arrayElementRanges(text, in: Syntax(tree))
    }

    /// An array element coordgen wrote beside the others (`zebraCoordinator,` on a line of its own), with
    /// the line break before it; with `lastWithoutComma`, also a last element without a comma, from the
    /// comma added to the element before it (`, \Tabs.zebra` after `\Tabs.home`).
    private static func arrayElementRanges(_ text: String, in node: Syntax, lastWithoutComma: Bool = false) -> [Range<Int>] {
        let wanted = text.split(whereSeparator: \.isWhitespace)
        let matching = SwiftDeclarationLookup.all(ArrayElementSyntax.self, in: node) {
            $0.expression.trimmedDescription.split(whereSeparator: \.isWhitespace) == wanted
        }
        return matching.compactMap { element in
            if element.trailingComma != nil { return element.position.utf8Offset..<element.endPositionBeforeTrailingTrivia.utf8Offset }
            guard lastWithoutComma, let list = element.parent?.as(ArrayElementListSyntax.self), list.count > 1,
                let before = list.dropLast().last?.trailingComma
            else { return nil }
            return before.position.utf8Offset..<element.endPositionBeforeTrailingTrivia.utf8Offset
        }
    }

    /// Top-level `extension Type: Proto { … }` declarations that `keep` accepts, from where coordgen
    /// inserted them.
    private static func extensionRanges(
        of type: String, adopting proto: String, in tree: SourceFileSyntax, where keep: (ExtensionDeclSyntax) -> Bool
    ) -> [Range<Int>] {
        // An array: a syntax collection's own `filter` makes a new, detached collection.
        Array(tree.statements).filter { item in
            guard let decl = item.item.as(ExtensionDeclSyntax.self), decl.extendedType.trimmedDescription == type,
                decl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) == [proto]
            else { return false }
            return keep(decl)
        }.map { item in insertedStart(of: Syntax(item)).start..<item.endPositionBeforeTrailingTrivia.utf8Offset }
    }

    /// Whether the file still assigns `self` to a `property` (`coordinator.finishDelegate = self`), as
    /// the parser leaves an assignment: a sequence of the target, `=` and the value, unfolded.
    private static func assignsSelf(to property: String, in tree: SourceFileSyntax) -> Bool {
        !SwiftDeclarationLookup.all(SequenceExprSyntax.self, in: tree) { sequence in
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
                && elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == property
                && elements[2].as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }.isEmpty
    }

    /// `ranges` of a text from which `removed` (ranges of the original, sorted, disjoint) were taken
    /// out, as ranges of the original.
    private static func originalRanges(of ranges: [Range<Int>], after removed: [Range<Int>]) -> [Range<Int>] {
        ranges.map { range in
            var lower = range.lowerBound
            for gone in removed where gone.lowerBound <= lower { lower += gone.count }
            var upper = lower + range.count
            for gone in removed where gone.lowerBound > lower && gone.lowerBound < upper { upper += gone.count }
            return lower..<upper
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
        // `$coordinator.reservation`, or `Bindable(coordinator).reservation` where the view reads it from the environment.
        guard let base = binding.base?.trimmedDescription, base.hasPrefix("$") || base.hasPrefix("Bindable(") else { return false }
        return binding.declName.baseName.text == property
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

    /// A member with the part of its leading trivia the inserter wrote, and the body's emptied braces
    /// when it was the only member (see `insertedStart(of:)`).
    private static func memberRange(_ item: Syntax) -> Range<Int> {
        let block = item.parent?.parent?.as(MemberBlockSyntax.self)
        let onlyMember = block?.members.count == 1
        let (start, commentBefore) = insertedStart(of: item, onlyMember: onlyMember)
        let range = start..<item.endPosition.utf8Offset
        // Emptied braces only where the member was written straight after the opening brace (a body that
        // was `{}`); a body that held a blank line keeps it (`{\n  \n}`).
        guard !commentBefore, let block, onlyMember, start == block.leftBrace.endPosition.utf8Offset,
            !block.leftBrace.trailingTrivia.contains(where: \.isComment),
            !block.rightBrace.leadingTrivia.contains(where: \.isComment)
        else { return range }
        return block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset..<block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// Where the text `MemberPlacement.appending` wrote before `item` starts, in its leading trivia.
    ///
    /// The inserter writes at the start of the closing brace's line, after a separating line break
    /// unless the body already ended with a blank line (an empty line, or one holding only spaces).
    /// So the member goes from the last line break that ends a blank line; when that blank line is
    /// the empty one the separator made (two line breaks in a row after a line with content), from
    /// the first of the two — unless the body held nothing before (`onlyMember` without a comment).
    /// Without a blank line, with all its leading trivia. A comment above the
    /// blank line was there before and stays (`commentBefore`).
    private static func insertedStart(of item: Syntax, onlyMember: Bool = false) -> (start: Int, commentBefore: Bool) {
        var offset = item.position.utf8Offset
        var breaks: [(offset: Int, width: Int, endsBlankLine: Bool)] = []
        var lineHasContent = true
        var comments: [Int] = []
        for piece in item.leadingTrivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .newlines(let count), .carriageReturnLineFeeds(let count), .carriageReturns(let count):
                let width = length / max(count, 1)
                for index in 0..<count {
                    breaks.append((offset + index * width, width, !breaks.isEmpty && !lineHasContent))
                    lineHasContent = false
                }
            case .spaces, .tabs:
                break
            default:
                if piece.isComment { comments.append(offset) }
                lineHasContent = true
            }
            offset += length
        }
        guard let last = breaks.lastIndex(where: \.endsBlankLine) else { return (item.position.utf8Offset, false) }
        var start = breaks[last].offset
        let before = breaks[last - 1]
        // In a body that held nothing (no member, no comment), the inserter wrote no separator of its own.
        let separated = !onlyMember || comments.contains { $0 < start }
        if separated, !before.endsBlankLine, before.offset + before.width == start {
            start = before.offset
        }
        return (start, comments.contains { $0 < start })
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
