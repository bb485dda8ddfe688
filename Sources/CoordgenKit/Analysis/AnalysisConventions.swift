/// The names an app uses for the pieces of the coordinator pattern, which `tree` and `doctor` look for.
///
/// Every field has a heuristic default that matches the common write-ups of the pattern (and
/// coordgen's own styles); a recorded protocol shape in `.coordgen.yml` can replace them, so the
/// engine never hard-codes one app's spelling.
public struct AnalysisConventions: Sendable, Equatable {
    /// Protocols (or base classes) whose conformers are coordinators, e.g. `Coordinator`.
    public var coordinatorProtocols: Set<String>
    /// Protocol name suffixes that also mark coordinators, e.g. `Coordinating`.
    public var coordinatorProtocolSuffixes: [String]
    /// How coordinator classes are named, `{Name}` standing for the flow (`{Name}Coordinator`, or an
    /// app's recorded `naming:` such as `{Name}Flow`); an exact name (`AppFlow`) matches only itself. A
    /// type so named counts as a coordinator even without a known conformance; none turns that off.
    public var typeNamePatterns: [String]
    /// The property that holds a coordinator's running children.
    public var childrenProperty: String
    /// Methods that add a child coordinator (their first argument is the child).
    public var addChildMethods: Set<String>
    /// Methods that remove a child coordinator.
    public var removeChildMethods: Set<String>
    /// The property through which a child tells its parent it finished (delegate or parent).
    public var finishDelegateProperties: Set<String>
    /// The protocol the finish delegate conforms to, e.g. `CoordinatorFinishDelegate`.
    public var finishDelegateProtocols: Set<String>
    /// Methods that a parent implements to hear that a child finished, e.g. `coordinatorDidFinish`.
    public var finishCallbackMethods: Set<String>
    /// Closure properties through which a child reports its end, e.g. `onFinish`.
    public var finishClosureProperties: Set<String>
    /// The enum that names every flow, e.g. `CoordinatorType`.
    public var coordinatorTypeEnum: String
    /// The property through which a coordinator names its `CoordinatorType` case.
    public var coordinatorTypeProperty: String
    /// The enum nested in a SwiftUI coordinator whose cases are what it can show.
    public var destinationEnum: String
    /// Methods a parent calls on a child to start it (`start`, or the app's `startFlow`).
    public var startMethods: Set<String> = ["start"]

    public init(
        coordinatorProtocols: Set<String> = ["Coordinator", "CoordinatorProtocol", "Coordinating"],
        coordinatorProtocolSuffixes: [String] = ["Coordinating", "CoordinatorProtocol"],
        typeNamePatterns: [String] = ["{Name}Coordinator"],
        childrenProperty: String = "childCoordinators",
        addChildMethods: Set<String> = ["addChild", "addDependency", "addChildCoordinator", "coordinate", "store"],
        removeChildMethods: Set<String> = [
            "removeChild", "removeDependency", "removeChildCoordinator", "free", "childDidFinish", "removeCoordinator",
        ],
        finishDelegateProperties: Set<String> = [
            "finishDelegate", "parentCoordinator", "parent", "delegate", "coordinatorDelegate", "parentDelegate",
        ],
        finishDelegateProtocols: Set<String> = ["CoordinatorFinishDelegate", "CoordinatorDelegate", "ParentCoordinator"],
        finishCallbackMethods: Set<String> = [
            "coordinatorDidFinish", "childDidFinish", "didFinish", "childCoordinatorDidFinish", "coordinatorDidEnd",
        ],
        finishClosureProperties: Set<String> = ["onFinish", "finishFlow", "onComplete", "onCompletion", "didFinish"],
        coordinatorTypeEnum: String = "CoordinatorType",
        coordinatorTypeProperty: String = "type",
        destinationEnum: String = "Destination"
    ) {
        self.coordinatorProtocols = coordinatorProtocols
        self.coordinatorProtocolSuffixes = coordinatorProtocolSuffixes
        self.typeNamePatterns = typeNamePatterns
        self.childrenProperty = childrenProperty
        self.addChildMethods = addChildMethods
        self.removeChildMethods = removeChildMethods
        self.finishDelegateProperties = finishDelegateProperties
        self.finishDelegateProtocols = finishDelegateProtocols
        self.finishCallbackMethods = finishCallbackMethods
        self.finishClosureProperties = finishClosureProperties
        self.coordinatorTypeEnum = coordinatorTypeEnum
        self.coordinatorTypeProperty = coordinatorTypeProperty
        self.destinationEnum = destinationEnum
    }

    /// The defaults: the spellings of the widely copied templates and of coordgen's styles.
    public static let heuristic = AnalysisConventions()

    /// Whether a protocol or base class of this name marks its conformers as coordinators.
    func isCoordinatorRoot(_ name: String) -> Bool {
        coordinatorProtocols.contains(name) || coordinatorProtocolSuffixes.contains { name.hasSuffix($0) }
    }

    /// Whether a type's name marks it as a coordinator (`HomeCoordinator`, or `HomeFlow` in an app that
    /// recorded `{Name}Flow`).
    func isCoordinatorName(_ name: String) -> Bool {
        typeNamePatterns.contains { NamingScheme.match($0, name) != nil }
    }

    /// Whether `name` is a method that a parent implements to hear that a child finished.
    func isFinishCallback(_ name: String) -> Bool {
        finishCallbackMethods.contains(name)
    }
}

extension AnalysisConventions {
    /// Whether `tree` and `doctor` are likely to read the syntax tree of `file` again after summarising
    /// it, so it is kept: the file names a coordinator protocol or the coordinator naming's fixed part
    /// (`Coordinator` of `{Name}Coordinator`). The graph and the rules read the members of coordinators
    /// and of the types that make them; a tree released here and needed after all is parsed again.
    func mayReadAgain(_ file: SourceFile) -> Bool {
        treeKeeper(file)
    }

    /// ``mayReadAgain(_:)`` with its words listed once, for a caller that asks of every file.
    var treeKeeper: @Sendable (SourceFile) -> Bool {
        let markers = coordinatorMarkers
        return { file in markers.contains { file.text.containsUTF8($0) } }
    }

    /// The words whose presence in a file makes ``mayReadAgain(_:)`` keep its tree, and in a type's
    /// name makes its summary record what the graph reads (``DeclarationFlows``).
    var coordinatorMarkers: [String] {
        let named = typeNamePatterns.map { $0.replacingOccurrences(of: "{Name}", with: "") }
        return Array(Set(named + Array(coordinatorProtocols) + coordinatorProtocolSuffixes)).filter { !$0.isEmpty }.sorted()
    }
}
