/// A question detection cannot answer alone: which of several candidates (or none found) to use.
public struct AdoptionAmbiguity: Equatable, Sendable {
    /// What is ambiguous.
    public enum Subject: String, Sendable {
        case `protocol`, root, appTarget, flowEnum
    }

    public var subject: Subject
    /// Why it is ambiguous, e.g. "two coordinator protocols".
    public var problem: String
    /// The names to choose from, with where each is declared.
    public var candidates: [(name: String, source: SourceReference?)]
    /// The candidate the app makes evident (the target named like the project, the launch coordinator
    /// named `App…`/`Main…`) and why: where nobody can answer the question, `init` picks it with a note.
    public var evident: (name: String, reason: String)?

    public init(
        subject: Subject, problem: String, candidates: [(name: String, source: SourceReference?)],
        evident: (name: String, reason: String)? = nil
    ) {
        self.subject = subject
        self.problem = problem
        self.candidates = candidates
        self.evident = evident
    }

    /// The note `init` prints when it picks the evident candidate instead of asking.
    public var evidentNote: String? {
        evident.map {
            "note: \(problem); picked \($0.name), \($0.reason) (\(flag) chooses another; \(configKey) in \(Project.configFileName))"
        }
    }

    /// The flag that answers it.
    public var flag: String {
        switch subject {
        case .protocol: "--protocol"
        case .root: "--root"
        case .appTarget: "--app-target"
        case .flowEnum: "--flow-enum"
        }
    }

    /// The `.coordgen.yml` key that records the answer.
    public var configKey: String {
        switch subject {
        case .protocol: "shape.name"
        case .root: "naming.root"
        case .appTarget: "project.appTarget"
        case .flowEnum: "shape.flowType.enum"
        }
    }

    /// The question asked at a terminal.
    public var question: String {
        switch subject {
        case .protocol: "Which protocol do your coordinators conform to?"
        case .root: "Which coordinator is the root of the tree?"
        case .appTarget: "Which target is the app?"
        case .flowEnum: "Which enum lists the flows?"
        }
    }

    /// Sets the answer in `choices`.
    public func choose(_ name: String, in choices: inout AdoptionChoices) {
        switch subject {
        case .protocol: choices.protocolName = name
        case .root: choices.root = name
        case .appTarget: choices.appTarget = name
        case .flowEnum: choices.flowEnum = name
        }
    }

    public static func == (lhs: AdoptionAmbiguity, rhs: AdoptionAmbiguity) -> Bool {
        lhs.subject == rhs.subject && lhs.problem == rhs.problem && lhs.candidates.map(\.name) == rhs.candidates.map(\.name)
            && lhs.candidates.map(\.source) == rhs.candidates.map(\.source)
    }
}
