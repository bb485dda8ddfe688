import SwiftSyntax

extension TypeDeclaration {
    /// Whether the protocol declares `func start()`: read from the summary, not the syntax tree.
    var requiresStart: Bool {
        functionNames.contains("start")
    }
}

extension TypeDeclaration {
    /// Whether a protocol named like a flow (`ScreenFlow`, `FlowController`) declares an entry method
    /// under another name than `start` (`begin()`, `startFlow()`: ``StartUnderAnotherName/isStartLike(_:)``):
    /// with two or more classes conforming, it is the app's coordinator protocol. Read from the summary.
    var requiresEntryUnderAnotherName: Bool {
        name.contains("Flow") && functionNames.contains(where: StartUnderAnotherName.isStartLike)
    }
}
