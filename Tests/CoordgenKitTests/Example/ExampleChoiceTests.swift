import XCTest

@testable import CoordgenKit

/// The example `init` records is one `--like` can find: a child flow the naming scheme names.
final class ExampleChoiceTests: XCTestCase {
    private let here = CoordinatorGraph.Location(file: "App.swift", line: 1)

    private func graph(children: [String]) -> CoordinatorGraph {
        let names = ["AppCoordinator"] + children
        return CoordinatorGraph(
            coordinators: names.map { CoordinatorGraph.Coordinator(name: $0, location: here, screens: []) },
            edges: children.map { CoordinatorGraph.Edge(parent: "AppCoordinator", child: $0, via: "start", location: here) },
            unresolved: [], roots: [CoordinatorGraph.Root(coordinator: "AppCoordinator", madeIn: "SceneDelegate", location: here)],
            baseClasses: [])
    }

    private let naming = NamingScheme(flowProtocol: nil, flowClass: "{Name}Coordinator", root: "AppCoordinator", screen: "{Name}View")

    func testAChildTheSchemeNamesIsRecordedByItsFlowName() {
        XCTAssertEqual(ExampleChoice.pick(in: graph(children: ["ProfileCoordinator", "SearchCoordinator"]), naming: naming), "Profile")
    }

    func testAViewModelThatStartsFlowsIsNeverTheExample() {
        // A view model the graph counts as a coordinator (it starts one) sorts first by name, yet `--like`
        // could not find it through the naming scheme.
        XCTAssertEqual(ExampleChoice.pick(in: graph(children: ["LoginViewModel", "SearchCoordinator"]), naming: naming), "Search")
        XCTAssertNil(ExampleChoice.pick(in: graph(children: ["LoginViewModel"]), naming: naming))
    }

    func testTheChoiceSaysWhyItWasPicked() throws {
        let choice = try XCTUnwrap(ExampleChoice.choice(in: graph(children: ["ProfileCoordinator", "SearchCoordinator"]), naming: naming))
        XCTAssertEqual(choice.flow, "Profile")
        XCTAssertEqual(choice.reason, "a child of AppCoordinator, which starts 2 flows; first by name of 2 alike; name another with --like")
        // A child that starts a flow of its own ranks after one that starts none, and the choice says so.
        var nested = graph(children: ["ProfileCoordinator", "SearchCoordinator"])
        nested = CoordinatorGraph(
            coordinators: nested.coordinators + [CoordinatorGraph.Coordinator(name: "FilterCoordinator", location: here, screens: [])],
            edges: nested.edges + [CoordinatorGraph.Edge(parent: "ProfileCoordinator", child: "FilterCoordinator", via: "start", location: here)],
            unresolved: [], roots: nested.roots, baseClasses: [])
        let picked = try XCTUnwrap(ExampleChoice.choice(in: nested, naming: naming))
        XCTAssertEqual(picked.flow, "Search")
        XCTAssertEqual(picked.reason, "a child of AppCoordinator, which starts 2 flows; it starts none itself; name another with --like")
    }

    /// A container of flows that shows no screen itself (a tab bar coordinator making its tabs'
    /// coordinators in its own code, which the graph does not follow) is not recorded: a copy of it
    /// would be a second container nothing starts. One of the flows it makes is, by name.
    func testAContainerOfFlowsGivesWayToAFlowItHolds() throws {
        var app = graph(children: ["TabsCoordinator"])
        app = CoordinatorGraph(
            coordinators: app.coordinators + ["MoreCoordinator", "HomeCoordinator"].map {
                CoordinatorGraph.Coordinator(name: $0, location: here, screens: [])
            },
            edges: app.edges, unresolved: [], roots: app.roots, baseClasses: [])
        let chosen = try XCTUnwrap(ExampleChoice.choice(in: app, naming: naming))
        XCTAssertEqual(chosen.flow, "Tabs", "the graph alone sees only the container")
        let made = ["TabsCoordinator": Set(["HomeCoordinator", "MoreCoordinator", "UITabBarController"])]
        let held = try XCTUnwrap(ExampleChoice.heldFlowInstead(of: chosen, in: app, naming: naming, excluded: []) { made[$0] ?? [] })
        XCTAssertEqual(held.flow, "Home")
        XCTAssertTrue(held.reason.hasPrefix("a flow TabsCoordinator holds: TabsCoordinator (a child of AppCoordinator"), held.reason)
        // A flow that makes one other flow, or shows a screen of its own, stays the example.
        let one = ["TabsCoordinator": Set(["HomeCoordinator"])]
        XCTAssertNil(ExampleChoice.heldFlowInstead(of: chosen, in: app, naming: naming, excluded: []) { one[$0] ?? [] })
        let screen = CoordinatorGraph.Screen(name: "TabsView", location: here)
        let showing = CoordinatorGraph(
            coordinators: app.coordinators.map { $0.name == "TabsCoordinator" ? .init(name: $0.name, location: here, screens: [screen]) : $0 },
            edges: app.edges, unresolved: [], roots: app.roots, baseClasses: [])
        XCTAssertNil(ExampleChoice.heldFlowInstead(of: chosen, in: showing, naming: naming, excluded: []) { made[$0] ?? [] })
    }
}
