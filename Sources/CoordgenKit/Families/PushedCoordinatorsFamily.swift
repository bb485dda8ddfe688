import SwiftSyntax

/// SwiftUI coordinators that are themselves values on a `NavigationPath`: a `Hashable` coordinator class
/// is appended to the path (`path.append(DetailsCoordinator(path: $path, page: .details))`) and a view
/// maps it back to its view (`.navigationDestination(for: DetailsCoordinator.self) { $0.view() }`); a
/// coordinator shows its screens by the page it is made with, which its view builder switches over.
///
/// A new flow is such a class with a page of its own (``PushedFlowSource``), its parent's method pushing
/// it onto the parent's path, and its `.navigationDestination(for:)` beside its siblings'; a new screen
/// is a page of its coordinator, its view in the builder's switch, and a method pushing the coordinator
/// again on that page. The path holds the flows, so a parent needs no collection of its own.
struct PushedCoordinatorsFamily: GeneratingFamily {
    let pushed: PushedCoordinatorsShape

    init?(_ shape: ProtocolShape) {
        guard let pushed = shape.pushedCoordinators, shape.routes == nil, shape.flags == nil, shape.heldChildren == nil else {
            return nil
        }
        self.pushed = pushed
    }

    /// Screens are SwiftUI views, which the swiftui style's screen template writes.
    func style(for shape: ProtocolShape) -> Style { .swiftui }

    var parentHoldsEachChild: Bool { true }

    /// The `.navigationDestination(for:)` mapping the flow, inserted beside its siblings'.
    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = GeneratedParts()
        parts.declarations.append(.destinationModifier(type: flow.resolution.className))
        return parts
    }

    /// The screen's page in its coordinator's page enum and its view in the builder's switch.
    func screenParts(of screen: RemovedScreen, in finder: FlowPartsFinder) -> GeneratedParts {
        var parts = GeneratedParts()
        let className = screen.coordinator.className
        guard let page = PushedCoordinatorMembers(index: finder.index, className: className).page(builder: pushed.builder) else {
            return parts
        }
        parts.declarations.append(.enumCase(screen.name.caseName, enumName: page.declaration.qualifiedName))
        parts.declarations.append(.switchClause(screen.name.caseName, typeName: className, function: "\(pushed.builder)()"))
        return parts
    }
}
