import SwiftParser
import SwiftSyntax

/// A SwiftUI path of routes the protocol requires (`var navigationPath: [Screen] { get set }`, `var path:
/// NavigationPath { get set }`) that `coordgen init` left among the requirements a new coordinator cannot
/// write, since it read no route enum and view builder to go with it (``UnreadRoutePath``). A refusal
/// then speaks of the routes, not of a navigation controller: a new flow is made like a sibling
/// (`--like`), and a new screen's case and view are the user's to add.
enum SwiftUIRoutePathRequirement {
    /// The path requirement (`var navigationPath: [Screen] { get set }`), if the shape has one.
    static func requirement(of shape: ProtocolShape) -> String? {
        shape.otherRequirements.first(where: isPath)
    }

    /// Why a new coordinator cannot meet `requirement`, where it is such a path.
    static func problem(_ requirement: String, protocolName: String) -> String? {
        guard isPath(requirement) else { return nil }
        return
            "\(protocolName) requires `\(requirement)`, a SwiftUI path of routes whose route enum and view builder coordgen did not read, so it cannot write a flow that shows its first screen (shape.routes in .coordgen.yml)"
    }

    /// Why a screen cannot be added to `coordinatorClass`, a SwiftUI coordinator of this shape.
    static func screenProblem(coordinatorClass: String, shape: ProtocolShape) -> String? {
        guard shape.routes == nil, shape.navigation == nil, let requirement = requirement(of: shape) else { return nil }
        return
            "\(coordinatorClass) is a SwiftUI coordinator (\(shape.name) requires `\(requirement)`, a path of routes) whose route enum and view builder coordgen did not read (no shape.routes in .coordgen.yml), so it cannot write the case and the view of a new screen: add the case to \(coordinatorClass)'s routes and its view where they are built yourself, or record them in shape.routes (enum, viewBuilder, navigator, push)"
    }

    /// `var x: [Route] { get set }` or `var x: NavigationPath { get set }`, read through its syntax tree.
    private static func isPath(_ requirement: String) -> Bool {
        let file = Parser.parse(source: requirement)
        guard file.statements.count == 1, let variable = file.statements.first?.item.as(VariableDeclSyntax.self),
            variable.bindings.count == 1, let type = variable.bindings.first?.typeAnnotation?.type
        else { return false }
        return type.as(ArrayTypeSyntax.self)?.element.is(IdentifierTypeSyntax.self) == true
            || type.as(IdentifierTypeSyntax.self)?.name.text == "NavigationPath"
    }
}
