/// One thing `coordgen init` found, with the file (and line) it came from.
public struct AdoptionFinding: Equatable, Sendable {
    /// What was found (`protocol`, `root`, `naming`).
    public var topic: String
    /// The finding itself.
    public var value: String
    public var source: SourceReference?

    public init(_ topic: String, _ value: String, _ source: SourceReference? = nil) {
        self.topic = topic
        self.value = value
        self.source = source
    }
}

/// What `coordgen init` detected: the app's shape and the config that records it, every finding with
/// its source, and what it could not decide (recorded with a default).
public struct AdoptionReport: Sendable {
    public var shape: AppShape
    public var config: ProjectConfig
    public var findings: [AdoptionFinding]
    /// What init could not decide, and what it recorded instead.
    public var undecided: [String]
}

/// The answers to the questions detection may have to ask, from flags or a terminal prompt.
public struct AdoptionChoices: Equatable, Sendable {
    /// `--protocol`: the coordinator protocol's name.
    public var protocolName: String?
    /// `--root`: the root coordinator's class.
    public var root: String?
    /// `--app-target`: the app target.
    public var appTarget: String?
    /// `--flow-enum`: the enum that lists the flows.
    public var flowEnum: String?

    public init(protocolName: String? = nil, root: String? = nil, appTarget: String? = nil, flowEnum: String? = nil) {
        self.protocolName = protocolName
        self.root = root
        self.appTarget = appTarget
        self.flowEnum = flowEnum
    }
}

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

    public init(subject: Subject, problem: String, candidates: [(name: String, source: SourceReference?)]) {
        self.subject = subject
        self.problem = problem
        self.candidates = candidates
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

/// Why `coordgen init` cannot record the app's shape.
public enum AdoptionError: Error, Equatable, CustomStringConvertible {
    /// Several candidates (or none) and nobody to ask.
    case ambiguous(AdoptionAmbiguity)
    /// A flag names something the app does not declare.
    case unknownChoice(flag: String, name: String, known: [String])
    /// No protocol looks like a coordinator protocol.
    case noCoordinatorProtocol
    /// The project file exists but cannot be read.
    case unreadableProject(String)

    public var description: String {
        switch self {
        case .ambiguous(let ambiguity):
            let listed = ambiguity.candidates.map { candidate in
                candidate.source.map { "\(candidate.name) (\($0))" } ?? candidate.name
            }
            let choices = listed.isEmpty ? "" : ": " + listed.joined(separator: ", ")
            return
                "\(ambiguity.problem)\(choices); choose with \(ambiguity.flag) NAME (recorded as \(ambiguity.configKey) in .coordgen.yml)"
        case .unknownChoice(let flag, let name, let known):
            let list = known.isEmpty ? "none found" : known.joined(separator: ", ")
            return "\(flag) \(name): the app declares no such name; candidates: \(list)"
        case .noCoordinatorProtocol:
            return
                "no coordinator protocol found: coordgen looks for a protocol named *Coordinator* that requires start() or that coordinators conform to; name yours with --protocol NAME"
        case .unreadableProject(let reason):
            return "\(reason); fix or remove it and run coordgen init again"
        }
    }
}
