import CoordgenKit
import XCTest

/// A view's `.navigationDestination(for:)` that hands each route to a function of the view: the clause
/// goes into that function's switch, however the modifier names it, and nowhere else.
final class DelegatedDestinationBuilderTests: XCTestCase {
    private func view(_ destination: String, function: String = "private func navigate(route: Screen) -> some View") -> String {
        """
        import SwiftUI

        struct NestsView: View {
            @StateObject private var router = NestsRouter()

            var body: some View {
                NavigationStack(path: $router.path) {
                    Text("Nests")
                        \(destination)
                }
            }

            @ViewBuilder \(function) {
                switch route {
                case .eggs:
                    EggsView()
                }
            }
        }

        """
    }

    private let inserter = SwitchCaseInserter(viewName: "NestsView", destinationsOf: ["Screen", "NestsRouter.Screen"])
    private let clause = "case .straw:\n    StrawView()"
    private let added = "        case .eggs:\n            EggsView()\n        case .straw:\n            StrawView()\n        }"

    func testTheFunctionNamedAsTheDestinationGetsTheClause() throws {
        let edited = try inserter.addingClause(
            clause, handling: "straw", to: view(".navigationDestination(for: Screen.self, destination: navigate(route:))"))
        XCTAssertTrue(edited.contains(added), edited)
        XCTAssertEqual(try inserter.handledCases(in: edited), ["eggs", "straw"])
    }

    func testTheFunctionAClosureCallsGetsTheClause() throws {
        for call in ["{ navigate(route: $0) }", "{ route in self.navigate(route: route) }"] {
            let source = view(".navigationDestination(for: NestsRouter.Screen.self) \(call)")
            XCTAssertTrue(try inserter.addingClause(clause, handling: "straw", to: source).contains(added), call)
        }
    }

    func testAFunctionNamedWithoutLabelsIsFoundByItsName() throws {
        let source = view(
            ".navigationDestination(for: Screen.self, destination: build)", function: "private func build(_ route: Screen) -> some View")
        XCTAssertTrue(try inserter.addingClause(clause, handling: "straw", to: source).contains(added))
    }

    func testAFunctionOfAnotherValueIsNotTheViews() {
        // `router.navigate(route:)` is the router's: the view has no switch of its own to edit.
        let source = view(".navigationDestination(for: Screen.self) { router.navigate(route: $0) }")
        XCTAssertThrowsError(try inserter.addingClause(clause, handling: "straw", to: source))
    }

    /// A closure whose clause switches again over a sub-route (`case .nest(let nest): switch nest { … }`):
    /// the outermost switch maps the routes and gets the clause; the inner one is left as it is.
    func testTheOutermostSwitchOfTheClosureGetsTheClause() throws {
        let source = """
            import SwiftUI

            struct NestsView: View {
                @StateObject private var router = NestsRouter()

                var body: some View {
                    NavigationStack(path: $router.path) {
                        Text("Nests")
                            .navigationDestination(for: Screen.self) { screen in
                                switch screen {
                                case .nest(let nest):
                                    switch nest {
                                    case .high:
                                        HighNestView()
                                    case .low:
                                        LowNestView()
                                    }
                                case .eggs:
                                    EggsView()
                                }
                            }
                    }
                }
            }

            """
        let edited = try inserter.addingClause(clause, handling: "straw", to: source)
        XCTAssertTrue(edited.contains("                        EggsView()\n                    case .straw:\n                        StrawView()\n                    }\n                }"), edited)
        XCTAssertTrue(edited.contains("                            LowNestView()\n                        }\n                    case .eggs:"), edited)
        XCTAssertEqual(try inserter.handledCases(in: edited), ["nest", "eggs", "straw"])
    }
}
