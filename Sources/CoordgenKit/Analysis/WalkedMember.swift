import SwiftSyntax

/// One member of a coordinator's declaration walked once (``MemberVisitor``) for every reader of its
/// summary: the graph's records (``MemberFlows``, in ``DeclarationFlows``) and `doctor`'s rule notes
/// (``NotedMember``'s calls and operator sequences, the visitor's same two lists, and the parent
/// references and finish closures it mentions, in ``DeclarationRuleNotes``). Before, the graph's
/// visitor, the notes' search for calls and sequences and `parent-never-told`'s token walk each walked
/// the member for itself.
struct WalkedMember {
    let decl: DeclSyntax
    private let visitor: MemberVisitor
    private let file: SourceFile

    /// `notingRules`: the walk also notes the names `doctor`'s rules look for
    /// (``ParentNeverToldRule/referenceNames(_:)``).
    init(_ decl: DeclSyntax, file: SourceFile, conventions: AnalysisConventions, notingRules: Bool = false) {
        self.decl = decl
        self.file = file
        let names = notingRules ? ParentNeverToldRule.referenceNames(conventions) : []
        visitor = MemberVisitor(conventions: conventions, file: file, noting: names)
        visitor.walk(decl)
    }

    /// What the graph reads of the member, read without its owner.
    var flows: MemberFlows { MemberFlows(walked: visitor, file: file, owner: nil) }

    /// What the rules' notes read of the member (walked `notingRules`).
    var noted: NotedMember {
        NotedMember(decl, calls: visitor.calls, sequences: visitor.sequences, mentioned: visitor.mentioned)
    }
}
