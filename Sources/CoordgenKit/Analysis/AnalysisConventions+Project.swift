import Foundation

extension AnalysisConventions {
    /// The conventions for the app at `root`: from the `.coordgen.yml` found by walking up from it, as
    /// the other commands do, or the heuristic defaults when there is none (it is never required).
    /// Returns where they came from, for the output.
    static func discover(from root: URL) -> (AnalysisConventions, String) {
        guard let project = try? Project.locate(from: root) else {
            return (.heuristic, "heuristics (no \(Project.configFileName) found)")
        }
        return (forStyle(project.config.style), "the names of the \(project.config.style.rawValue) style (\(Project.configFileName))")
    }

    /// The names coordgen's own style writes.
    static func forStyle(_ style: Style) -> AnalysisConventions {
        var conventions = AnalysisConventions.heuristic
        // A style without a flow enum (router, swiftui) has no CoordinatorType to check.
        conventions.coordinatorTypeEnum = style.definition.builtInProtocol.flowType?.enum ?? ""
        return conventions
    }
}
