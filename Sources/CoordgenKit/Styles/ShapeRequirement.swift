/// A value of the shape that a style's templates need, or cannot write: its `.coordgen.yml` key, whether
/// the shape is fine on that point, and what the templates do instead.
struct ShapeRequirement {
    let key: String
    let met: Bool
    let because: String
    /// Whether the templates need a value the shape may lack, as in a config an older coordgen wrote
    /// (rather than refusing one they cannot write).
    var needsValue = true
    /// Whether a new screen needs it too: how flows are made, kept and ended matters to a new coordinator
    /// only, and a screen is never refused for it (``ShapeUse``).
    var neededByScreens = true

    /// The same requirement, needed by a new flow only (how it is made, kept or ended).
    var flowsOnly: ShapeRequirement {
        var requirement = self
        requirement.neededByScreens = false
        return requirement
    }

    /// A value the shape records that the templates cannot write (`shape.routes` for the uikit style).
    static func cannotWrite(key: String, present: Bool, because: String) -> ShapeRequirement {
        ShapeRequirement(key: key, met: !present, because: because, needsValue: false)
    }

    /// What the swiftui templates need of a base class: it exists, and parents keep and
    /// release children through its methods.
    static func baseClassKeepsChildren(_ shape: ProtocolShape) -> [ShapeRequirement] {
        [
            ShapeRequirement(
                key: "shape.baseClass", met: shape.baseClass != nil, because: "coordinators subclass a base class, and none is recorded"
            ).flowsOnly,
            ShapeRequirement(
                key: "shape.children", met: shape.children?.add != nil && shape.children?.remove != nil,
                because: "parents keep children through the base class's add and remove methods (children.add, children.remove)"
            ).flowsOnly,
        ]
    }

    /// The first unmet requirement of those `use` needs, as one line.
    static func firstProblem(_ requirements: [ShapeRequirement], style: Style, for use: ShapeUse = .flow) -> String? {
        requirements.first { !$0.met && (use == .flow || $0.neededByScreens) }.map { requirement in
            let reinit = requirement.needsValue ? "; in a project an older coordgen made, `coordgen init --force` records it" : ""
            return
                "the \(style.rawValue) style's templates cannot write this shape: \(requirement.because) (\(requirement.key) in \(Project.configFileName)\(reinit))"
        }
    }
}

/// What a command writes with a style's templates, which decides what of the shape it needs: a new flow
/// needs how flows are made, kept and ended; a new screen needs only how its coordinator shows one (its
/// router or navigation, the screen factory), never how parents keep their children.
enum ShapeUse {
    case flow
    case screen
}
