import SwiftSyntax

/// What `doctor`'s coordinator-wise rules (``CoordinatorWiseRule``) read of one type declaration,
/// noted while its file is summarised on the parsing threads and its tree is still there
/// (``FlowRecording``): each rule's own notes (`Notes`, declared beside the rule), read under the
/// app's conventions and without the app's other types. A rule reading a type whose every declaration
/// was noted under the same conventions reads the notes and judges them with the app's facts; any
/// other type is read from its trees as before, so the findings are the same either way
/// (`CoordinatorBatchTests`). `doctor` then parses no coordinator's file again.
final class DeclarationRuleNotes: Sendable {
    /// The conventions the members were read under: a rule uses the notes only under the same.
    let conventions: AnalysisConventions
    let removal: ChildRemoval.Notes
    let childNeverRemoved: ChildNeverRemovedRule.Notes
    let backPopLeak: BackPopLeakRule.Notes
    let strongFinishDelegate: StrongFinishDelegateRule.Notes
    let typeCase: CoordinatorTypeCaseRule.Notes
    let removeAllChildren: RemoveAllChildrenRule.Notes
    let removeChildByType: RemoveChildByTypeRule.Notes
    let finishFlowKeepsChild: FinishFlowKeepsChildRule.Notes
    let parentNeverTold: ParentNeverToldRule.Notes
    let publishedChild: PublishedChildNeverClearedRule.Notes

    convenience init(_ declaration: TypeDeclaration, conventions: AnalysisConventions) {
        let members = (declaration.members.map(Array.init) ?? []).map { NotedMember($0.decl) }
        self.init(declaration, members: members, conventions: conventions)
    }

    /// The same from the declaration's `members`, each with its calls and sequences already found
    /// (from the graph's walk of it, ``WalkedMember``, when both are recorded).
    init(_ declaration: TypeDeclaration, members: [NotedMember], conventions: AnalysisConventions) {
        self.conventions = conventions
        let file = declaration.file
        removal = ChildRemoval.Notes(members, conventions: conventions)
        childNeverRemoved = ChildNeverRemovedRule.Notes(members, file: file, conventions: conventions)
        backPopLeak = BackPopLeakRule.Notes(members, file: file)
        strongFinishDelegate = StrongFinishDelegateRule.Notes(members, file: file, conventions: conventions)
        typeCase = CoordinatorTypeCaseRule.Notes(members, file: file, conventions: conventions)
        removeAllChildren = RemoveAllChildrenRule.Notes(members, file: file, conventions: conventions)
        removeChildByType = RemoveChildByTypeRule.Notes(members, file: file, conventions: conventions)
        finishFlowKeepsChild = FinishFlowKeepsChildRule.Notes(members, file: file, conventions: conventions)
        parentNeverTold = ParentNeverToldRule.Notes(members, file: file, conventions: conventions)
        publishedChild = PublishedChildNeverClearedRule.Notes(members, file: file)
    }

    /// Whether a declaration is noted: one with a body whose qualified name holds one of the words
    /// that mark coordinators (``AnalysisConventions/coordinatorMarkers``) — the coordinators, their
    /// extensions and protocols (`{Name}CoordinatorProtocol`), the ones the rules read.
    static func notes(_ declaration: TypeDeclaration, markers: [String]) -> Bool {
        guard declaration.hasBody, declaration.kind != .typealias else { return false }
        let name = declaration.qualifiedName
        return markers.contains { name.containsUTF8($0) }
    }
}

/// One member of a noted declaration with the calls and operator sequences under it, found in one
/// walk for every rule's notes.
struct NotedMember {
    let decl: DeclSyntax
    let calls: [FunctionCallExprSyntax]
    let sequences: [SequenceExprSyntax]
    /// Which of ``ParentNeverToldRule/referenceNames(_:)`` it mentions as a value, when a walk for
    /// something else found them (``WalkedMember``); nil when the rule must look for itself.
    let mentioned: Set<String>?

    init(_ decl: DeclSyntax) {
        self.decl = decl
        (calls, sequences) = SyntaxSearch.callsAndSequences(in: decl)
        mentioned = nil
    }

    /// A member whose calls, sequences and mentioned names a walk for something else found
    /// (``WalkedMember``): the lists ``SyntaxSearch/callsAndSequences(in:)`` gives, and the names
    /// ``ParentNeverToldRule/mentioned(_:in:)`` finds.
    init(_ decl: DeclSyntax, calls: [FunctionCallExprSyntax], sequences: [SequenceExprSyntax], mentioned: Set<String>) {
        self.decl = decl
        self.calls = calls
        self.sequences = sequences
        self.mentioned = mentioned
    }

    /// ``FinishCallback/finishClosures(in:conventions:)`` of the member, read from its sequences
    /// instead of walking it again.
    func finishClosures(_ conventions: AnalysisConventions) -> [(closure: ClosureExprSyntax, property: String)] {
        FinishCallback.finishClosures(among: sequences, conventions: conventions)
    }
}

extension AnalyzedType {
    /// Every declaration of the type with its notes, when each was noted under `conventions`
    /// (``DeclarationRuleNotes``); nil when one was not: the rules then read the type's trees.
    func ruleNotes(under conventions: AnalysisConventions) -> [(declaration: TypeDeclaration, notes: DeclarationRuleNotes)]? {
        var noted: [(declaration: TypeDeclaration, notes: DeclarationRuleNotes)] = []
        for declaration in declarations {
            guard let notes = declaration.ruleNotes, notes.conventions == conventions else { return nil }
            noted.append((declaration, notes))
        }
        return noted
    }
}
