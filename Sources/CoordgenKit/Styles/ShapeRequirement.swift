/// A value of the shape that a style's templates need, or cannot write: its `.coordgen.yml` key, whether
/// the shape is fine on that point, and what the templates do instead.
struct ShapeRequirement {
    let key: String
    let met: Bool
    let because: String
    /// Whether the templates need a value the shape may lack, as in a config an older coordgen wrote
    /// (rather than refusing one they cannot write).
    var needsValue = true

    /// A value the shape records that the templates cannot write (`shape.routes` for the uikit style).
    static func cannotWrite(key: String, present: Bool, because: String) -> ShapeRequirement {
        ShapeRequirement(key: key, met: !present, because: because, needsValue: false)
    }

    /// What the swiftui templates need of a base class: it exists, and parents keep and
    /// release children through its methods.
    static func baseClassKeepsChildren(_ shape: ProtocolShape) -> [ShapeRequirement] {
        [
            ShapeRequirement(
                key: "shape.baseClass", met: shape.baseClass != nil, because: "coordinators subclass a base class, and none is recorded"),
            ShapeRequirement(
                key: "shape.children", met: shape.children?.add != nil && shape.children?.remove != nil,
                because: "parents keep children through the base class's add and remove methods (children.add, children.remove)"),
        ]
    }

    /// The first unmet requirement as one line.
    static func firstProblem(_ requirements: [ShapeRequirement], style: Style) -> String? {
        requirements.first { !$0.met }.map { requirement in
            let reinit = requirement.needsValue ? "; in a project an older coordgen made, `coordgen init --force` records it" : ""
            return
                "the \(style.rawValue) style's templates cannot write this shape: \(requirement.because) (\(requirement.key) in \(Project.configFileName)\(reinit))"
        }
    }
}
