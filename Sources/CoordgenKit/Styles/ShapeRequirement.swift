import Foundation

/// A value of the shape that a style's templates need, or cannot write: its `.coordgen.yml` key, whether
/// the shape is fine on that point, and what the templates do instead.
struct ShapeRequirement {
    let key: String
    let met: Bool
    let because: String

    /// The first unmet requirement as one line.
    static func firstProblem(_ requirements: [ShapeRequirement], style: Style) -> String? {
        requirements.first { !$0.met }.map { requirement in
            "the \(style.rawValue) style's templates cannot write this shape: \(requirement.because) (\(requirement.key) in \(Project.configFileName); in a project an older coordgen made, `coordgen init --force` records its shape again)"
        }
    }
}
