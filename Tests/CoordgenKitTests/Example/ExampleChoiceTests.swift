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
}
