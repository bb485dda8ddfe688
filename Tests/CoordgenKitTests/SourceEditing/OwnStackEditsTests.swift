import XCTest

@testable import CoordgenKit

/// The insertion-only edits a new flow makes in an app whose coordinators own their stacks: a property
/// after its neighbours, a statement at the end of a method, and a presenting modifier in a view.
final class OwnStackEditsTests: XCTestCase {
    private let parent = """
        import SwiftUI

        final class AppCoordinator: Coordinator {
            @Published var stack: [Destination] = []
            @Published var cards: CardsCoordinator?
            var title = "Bank"

            func childDidFinish() {
                cards = nil
            }

            func reset() {}
        }

        """

    func testAPropertyGoesAfterItsLastNeighbour() throws {
        let edited = try StatementInserter.addingProperty(
            "@Published var loans: LoansCoordinator?", named: "loans", toClass: "AppCoordinator",
            after: { $0.typeAnnotation?.type.trimmedDescription.hasSuffix("?") ?? false }, in: parent)
        XCTAssertEqual(
            edited,
            parent.replacingOccurrences(
                of: "    @Published var cards: CardsCoordinator?\n",
                with: "    @Published var cards: CardsCoordinator?\n    @Published var loans: LoansCoordinator?\n"))
        XCTAssertThrowsError(
            try StatementInserter.addingProperty(
                "var cards: Int?", named: "cards", toClass: "AppCoordinator", after: { _ in true }, in: parent))
    }

    func testAStatementEndsAMethodsBody() throws {
        let edited = try StatementInserter.appendingStatement(
            "loans = nil", toFunction: "childDidFinish", inClass: "AppCoordinator", in: parent)
        XCTAssertEqual(edited, parent.replacingOccurrences(of: "        cards = nil\n", with: "        cards = nil\n        loans = nil\n"))
        let empty = try StatementInserter.appendingStatement("loans = nil", toFunction: "reset", inClass: "AppCoordinator", in: parent)
        XCTAssertTrue(empty.contains("    func reset() {\n        loans = nil\n    }\n"), empty)
    }

    func testAModifierFollowsTheLastPresentationOfTheCoordinator() throws {
        let view = """
            struct AppCoordinatorView: View {
                @ObservedObject var coordinator: AppCoordinator

                var body: some View {
                    NavigationStack(path: $coordinator.stack) {
                        coordinator.view(for: .accounts)
                    }
                    .fullScreenCover(item: $coordinator.cards) { cards in
                        CardsCoordinatorView(coordinator: cards)
                    }
                }
            }

            """
        let site = try XCTUnwrap(try ViewModifierInserter.site(holding: "AppCoordinator", in: view))
        XCTAssertEqual(site.rank, 1)
        let modifier = ".sheet(item: $coordinator.loans) { loans in\n    LoansCoordinatorView(coordinator: loans)\n}"
        let edited = try ViewModifierInserter.addingModifier(modifier, at: site, in: view)
        XCTAssertEqual(
            edited,
            view.replacingOccurrences(
                of: "            CardsCoordinatorView(coordinator: cards)\n        }\n",
                with: """
                                CardsCoordinatorView(coordinator: cards)
                            }
                            .sheet(item: $coordinator.loans) { loans in
                                LoansCoordinatorView(coordinator: loans)
                            }

                    """))
    }

    func testWithoutAPresentationTheModifierFollowsTheStackOrTheSharedView() throws {
        let view = """
            @main
            struct TrailsApp: App {
                @StateObject private var coordinator = AppCoordinator()

                var body: some Scene {
                    WindowGroup {
                        CoordinatorView(coordinator: coordinator)
                    }
                }
            }

            """
        let site = try XCTUnwrap(try ViewModifierInserter.site(holding: "AppCoordinator", in: view))
        XCTAssertEqual(site.rank, 2)
        let edited = try ViewModifierInserter.addingModifier(
            ".sheet(item: $coordinator.map) { map in\n    MapView(coordinator: map)\n}", at: site, in: view)
        XCTAssertTrue(
            edited.contains(
                "            CoordinatorView(coordinator: coordinator)\n                .sheet(item: $coordinator.map) { map in\n                    MapView(coordinator: map)\n                }\n        }\n"
            ),
            edited)
        XCTAssertNil(try ViewModifierInserter.site(holding: "OtherCoordinator", in: view))
    }
}
