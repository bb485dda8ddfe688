import SwiftSyntax

/// Coordinators written on Stinsen: each flow is a class conforming to the library's
/// `NavigationCoordinatable`, whose `@Root`/`@Route` properties name the make functions that build its
/// screens' views and its children, or `TabCoordinatable`, whose routes are its tabs (a flow added under
/// one is its last tab, ``wireTab(_:into:sources:plan:)``). A new flow is its coordinator (a stack starting at `@Root var start
/// = makeStart`) and its first screen, and in its parent a route property and a make function returning
/// the child (wrapped as the parent's other children are); a new screen is a route property, a make
/// function returning its view and the view. The library keeps the children, so a parent needs no
/// collection of its own.
struct StinsenFamily: GeneratingFamily {
    let stinsen: StinsenShape

    init?(_ shape: ProtocolShape) {
        guard let stinsen = shape.stinsen else { return nil }
        self.stinsen = stinsen
    }

    /// Screens are SwiftUI views, which the swiftui style's screen template writes.
    func style(for shape: ProtocolShape) -> Style { .swiftui }

    var parentHoldsEachChild: Bool { true }

    /// Each parent's route to the flow and its make function, and the screens the flow routes to besides its first.
    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = GeneratedParts()
        let index = finder.index
        for parent in StinsenDetector.coordinators(in: index) where parent.name != flow.resolution.className {
            for route in StinsenDetector.routes(of: parent, in: index) where route.child == flow.resolution.className {
                parts.declarations.append(.property(route.name, inTypes: [parent.name]))
                parts.declarations.append(.method(route.make, inTypes: [parent.name]))
                // The route names its make function (`var zebra = makeZebra`): the file holding the route
                // is read for it where the make function is declared in another.
                parts.methodNames.insert(route.make)
                if let tabItem = route.tabItem {
                    parts.methodNames.insert(tabItem)
                    parts.declarations.append(.method(tabItem, inTypes: [parent.name]))
                    parts.declarations.append(.startingItem("\\\(parent.name).\(route.name)", inType: parent.name))
                }
            }
        }
        guard let declaration = index.type(named: flow.resolution.className, kinds: [.class]) else { return parts }
        for route in StinsenDetector.routes(of: declaration, in: index) where route.wrapper == "Route" && route.child == nil {
            let stem = route.name.prefix(1).uppercased() + route.name.dropFirst()
            parts.formUnion(try finder.screenFiles(stem, flow: flow.name.typeStem))
        }
        return parts
    }

    /// The screen's route property and its make function.
    func screenParts(of screen: RemovedScreen, in finder: FlowPartsFinder) -> GeneratedParts {
        var parts = GeneratedParts()
        parts.declarations.append(.property(screen.name.caseName, inTypes: [screen.coordinator.className]))
        parts.declarations.append(.method(Self.makeFunction(screen.name.typeStem), inTypes: [screen.coordinator.className]))
        return parts
    }

    /// The screen's make function (`makeGiraffe`), which `rename screen` renames with the view; the
    /// route property keeps its name.
    func screenMemberRenames(from old: String, to new: String) -> [String: String] {
        [Self.makeFunction(old): Self.makeFunction(new)]
    }

    /// The make function of a route named after `stem` (`makeProfile`).
    static func makeFunction(_ stem: String) -> String { "make\(stem)" }
}
