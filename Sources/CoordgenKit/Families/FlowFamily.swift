/// A family of the Coordinator pattern: how an app's coordinators show their screens and hold the flows
/// they start. Each family is one type in `Families/` that owns what tells it apart in a recorded shape,
/// the style whose templates write it, the parts a flow and a screen of it are made of (which `remove`
/// takes back and `rename` renames), and the refusals that follow from it. A new family is a new file
/// and a line in ``FlowFamilies/all``, the way a rule is one file in swift-format.
///
/// What every family shares (a coordinator's own file, its screens, its test, the parent's method that
/// starts it, a flow enum's case, the factories' methods) stays with the family-neutral code
/// (`FlowPartsFinder`, the renames); a family adds only what is its own.
protocol FlowFamily: Sendable {
    /// Reads the family's own parts from a recorded shape (`.coordgen.yml`'s `shape:`), or nil when the
    /// shape is not of this family.
    init?(_ shape: ProtocolShape)

    /// The style whose templates write this family's code for `shape`.
    func style(for shape: ProtocolShape) -> Style

    /// Whether a parent keeps a child it starts in a property of its own, so the protocol needs no
    /// children collection for `--parent` to work.
    var parentHoldsEachChild: Bool { get }

    /// This family as a `GeneratingFamily`, or nil (`GeneratingFamily.swift` gives both answers): asked
    /// instead of a cast, which scans the binary's conformances at run time (docs/PERFORMANCE.md, session 45).
    var generating: (any GeneratingFamily)? { get }

    /// The types generation writes in a flow's coordinator file besides the coordinator (its route enum),
    /// which go with the file.
    func ownTypes(ofFlow name: FlowName) -> [String]

    /// What a generated flow of this family adds beyond the family-neutral parts: the views that show
    /// it and what its parents got to hold and present it.
    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts

    /// What a generated screen of this family adds in its coordinator besides the screen's file and the
    /// method that shows it (`pushTo…`/`present…`).
    func screenParts(of screen: RemovedScreen, in finder: FlowPartsFinder) throws -> GeneratedParts

    /// The members a screen of this family gets besides `pushTo…`/`present…`, old name to new, which
    /// `rename screen` renames.
    func screenMemberRenames(from old: String, to new: String) -> [String: String]

    /// The types a screen of this family gets besides its own (its view model), old name to new, where the
    /// app declares them: `rename screen` renames them, and the files named after them.
    func screenTypeRenames(from old: String, to new: String, in index: DeclarationIndex) -> [String: String]

    /// The types a flow of this family gets besides its coordinator and screens (the view that binds
    /// it), old name to new, where the app declares them: `rename coordinator` renames them.
    func flowTypeRenames(from old: FlowNames, to new: FlowNames, in index: DeclarationIndex) -> [String: String]

    /// The enum cases named after a flow or screen whose case name is `old`, old name to new, which
    /// `rename` renames in ``flowCaseEnums(in:)`` and ``screenCaseEnums(in:)``: the case name itself,
    /// or a step named after it (`profileIsRequired`).
    func caseRenames(from old: String, to new: String) -> [String: String]

    /// What the names of a coordinator's methods that show a screen start with, besides `pushTo` and
    /// `present` (`show` where a method raises the screen's flag).
    var screenMethodPrefixes: [String] { get }

    /// The names of a parent's methods that start a child flow besides the app's verb (`naming.openFlow`),
    /// with `{Name}` for the flow's name: `open{Name}` where one verb sets the items of screens and flows.
    var childFlowMethodPatterns: [String] { get }

    /// The enums whose cases are named after screens, which `rename screen` renames too.
    var screenCaseEnums: [String] { get }

    /// The enums whose cases are named after flows, besides the flow enum.
    var flowCaseEnums: [String] { get }

    /// ``screenCaseEnums`` and ``flowCaseEnums`` where they depend on what the app declares (a route
    /// enum per coordinator): what `rename` passes on.
    func screenCaseEnums(in index: DeclarationIndex) -> [String]
    func flowCaseEnums(in index: DeclarationIndex) -> [String]

    /// The comment lines the family writes about a flow outside its templates (above the parent's method
    /// starting it, and above its own methods showing `shown`, its screens and child flows), which
    /// `rename coordinator` rewrites as coordgen's own.
    func generatedCommentLines(ofFlow flow: FlowName, className: String, parentClass: String?, shown: [ShownName]) -> Set<String>

    /// The values the family's templates read (`router`, `routeEnum`, `flagPrefix`), for one flow.
    func renderValues(for conventions: RenderContext.Conventions) -> [String: any Sendable]
}

extension FlowFamily {
    /// The style whose built-in protocol has the shape's router, factories and routes; else, for routes
    /// without a router, the style whose templates write routes (they take the spelling from the shape
    /// and refuse what they cannot write); else the default style, whose templates refuse the fields they
    /// cannot write in one line.
    func style(for shape: ProtocolShape) -> Style {
        Style.allCases.first { style in
            let builtIn = style.definition.builtInProtocol
            return builtIn.router == shape.router && builtIn.coordinatorFactory == shape.coordinatorFactory
                && builtIn.screenFactory == shape.screenFactory && builtIn.routes == shape.routes
        } ?? Style.allCases.first { shape.routes != nil && shape.router == nil && $0.definition.builtInProtocol.routes != nil }
            ?? .default
    }

    var parentHoldsEachChild: Bool { false }

    func ownTypes(ofFlow name: FlowName) -> [String] { [] }

    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts { GeneratedParts() }

    func screenParts(of screen: RemovedScreen, in finder: FlowPartsFinder) throws -> GeneratedParts { GeneratedParts() }

    func screenMemberRenames(from old: String, to new: String) -> [String: String] { [:] }

    func screenTypeRenames(from old: String, to new: String, in index: DeclarationIndex) -> [String: String] { [:] }

    func flowTypeRenames(from old: FlowNames, to new: FlowNames, in index: DeclarationIndex) -> [String: String] { [:] }

    func caseRenames(from old: String, to new: String) -> [String: String] { [old: new] }

    var screenMethodPrefixes: [String] { [] }

    var childFlowMethodPatterns: [String] { [] }

    var screenCaseEnums: [String] { [] }

    var flowCaseEnums: [String] { [] }

    func screenCaseEnums(in index: DeclarationIndex) -> [String] { screenCaseEnums }

    func flowCaseEnums(in index: DeclarationIndex) -> [String] { flowCaseEnums }

    func generatedCommentLines(ofFlow flow: FlowName, className: String, parentClass: String?, shown: [ShownName]) -> Set<String> { [] }

    func renderValues(for conventions: RenderContext.Conventions) -> [String: any Sendable] { [:] }
}

/// The families coordgen knows, in the order they are tried: the first that reads a shape is the
/// app's. ``NavigationControllerFamily`` reads every shape, so it comes last.
enum FlowFamilies {
    static let all: [any FlowFamily.Type] = [
        XCoordinatorFamily.self, RxFlowFamily.self, StinsenFamily.self, ResultBaseFamily.self, RouterFamily.self, FlagFamily.self, ItemFamily.self, HeldChildrenFamily.self, PushedCoordinatorsFamily.self,
        OwnStackFamily.self,
        RouteEnumFamily.self,
        NavigationControllerFamily.self,
    ]

    /// The family of a recorded shape.
    static func family(of shape: ProtocolShape) -> any FlowFamily {
        for family in all {
            if let read = family.init(shape) { return read }
        }
        return NavigationControllerFamily()
    }
}

extension ProtocolShape {
    /// The family the recorded shape belongs to.
    var family: any FlowFamily { FlowFamilies.family(of: self) }
}
