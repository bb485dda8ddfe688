/// A coordinator protocol that makes each coordinator give a SwiftUI view (`associatedtype Content: View`,
/// met by `func start() -> some View`), in an app `coordgen init` recorded without SwiftUI routes
/// (`shape.routes`): its coordinators are SwiftUI ones whose stacks coordgen did not recognise, so a
/// refusal speaks of their view and routes, not of a navigation controller.
enum SwiftUIViewRequirement {
    /// The protocol's `associatedtype … : View` requirement, if it has one.
    static func requirement(of shape: ProtocolShape) -> String? {
        shape.otherRequirements.first { requirement in
            let words = requirement.split(whereSeparator: { $0.isWhitespace || $0 == ":" })
            return words.first == "associatedtype" && words.dropFirst(2).contains { $0 == "View" || $0.hasSuffix(".View") }
        }
    }

    /// Why a screen cannot be added to `coordinatorClass`, a SwiftUI coordinator of this shape.
    static func screenProblem(coordinatorClass: String, shape: ProtocolShape) -> String? {
        guard shape.routes == nil, let requirement = requirement(of: shape) else { return nil }
        return
            "\(coordinatorClass) is a SwiftUI coordinator (\(shape.name) requires `\(requirement)`) whose route enum and view builder coordgen did not recognise (no shape.routes in .coordgen.yml), so it cannot write the case and the view of a new screen: add the screen to its destinations yourself, or record them in shape.routes (enum, viewBuilder, navigator, push)"
    }
}
