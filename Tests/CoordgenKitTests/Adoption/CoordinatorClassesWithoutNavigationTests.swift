import Foundation
import XCTest

@testable import CoordgenKit

/// The shapes the refusal of protocol-free coordinators names where it sees how they show screens but
/// coordgen does not write that way: a child coordinator set by a method, a state enum a view switches.
final class CoordinatorClassesWithoutNavigationTests: XCTestCase {
    private func refusal(_ texts: [String: String]) throws -> String {
        let files = texts.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return try XCTUnwrap(CoordinatorClassesWithoutNavigation(index: DeclarationIndex(files: files))).refusal
    }

    func testAChildMadeWithInitOfSelfIsNamed() throws {
        let text = try refusal([
            "Coordinators.swift": """
            import SwiftUI
            final class ShelfCoordinator: ObservableObject {
                @Published var bookCoordinator: BookCoordinator?
                func openBook() { bookCoordinator = .init(self) }
            }
            final class BookCoordinator: ObservableObject {
                unowned let parent: ShelfCoordinator
                init(_ parent: ShelfCoordinator) { self.parent = parent }
            }
            """
        ])
        XCTAssertTrue(text.contains("ShelfCoordinator shows a child coordinator by setting an optional property (`bookCoordinator: BookCoordinator?`, in openBook())"), text)
    }

    func testAScreensModelSetByAMethodAndBoundAsAnItemIsNamed() throws {
        let text = try refusal([
            "Coordinator.swift": """
            import SwiftUI
            final class RecipesCoordinator: ObservableObject {
                @Published var detailModel: RecipeDetailModel?
                func openDetail(_ name: String) { detailModel = RecipeDetailModel(name: name) }
            }
            final class RecipeDetailModel: ObservableObject, Identifiable {
                let name: String
                init(name: String) { self.name = name }
            }
            """,
            "RecipesCoordinatorView.swift": """
            import SwiftUI
            struct RecipesCoordinatorView: View {
                @ObservedObject var coordinator: RecipesCoordinator
                var body: some View {
                    Text("Recipes")
                        .sheet(item: $coordinator.detailModel) { model in Text(model.name) }
                }
            }
            """,
        ])
        XCTAssertTrue(
            text.contains("RecipesCoordinator shows a screen by setting an optional item (`detailModel: RecipeDetailModel?`, in openDetail()) that RecipesCoordinatorView binds with .sheet(item:)"), text)
    }

    func testAnOptionalNoViewBindsIsNotTakenForAnItem() throws {
        let text = try refusal([
            "Coordinator.swift": """
            import SwiftUI
            final class RecipesCoordinator: ObservableObject {
                @Published var lastModel: RecipeDetailModel?
                func remember() { lastModel = RecipeDetailModel() }
            }
            final class RecipeDetailModel {}
            """
        ])
        XCTAssertFalse(text.contains("optional item"), text)
    }

    func testAnItemBesideAPathOfScreensIsNotTakenForTheWayScreensAreShown() throws {
        let text = try refusal([
            "Coordinator.swift": """
            import SwiftUI
            final class AnyPage: Hashable, Identifiable {
                static func == (lhs: AnyPage, rhs: AnyPage) -> Bool { lhs === rhs }
                func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
            }
            final class AppCoordinator: ObservableObject {
                @Published var path = NavigationPath()
                @Published var sheet: AnyPage?
                func push(_ page: AnyPage) { path.append(page) }
                func presentSheet() { sheet = AnyPage() }
            }
            """,
            "AppCoordinatorView.swift": """
            import SwiftUI
            struct AppCoordinatorView: View {
                @ObservedObject var coordinator: AppCoordinator
                var body: some View {
                    Text("Home").sheet(item: $coordinator.sheet) { _ in Text("Sheet") }
                }
            }
            """,
        ])
        XCTAssertFalse(text.contains("optional item"), text)
    }

    func testAStateEnumIsNamedWithTheViewThatSwitchesOverItsHolder() throws {
        let text = try refusal([
            "Coordinators.swift": """
            import SwiftUI
            enum GardenStep { case gate, pond }
            enum PondStep { case fish, lilies }
            final class GardenCoordinator: ObservableObject {
                @Published var step: GardenStep = .gate
                func enterPond() { step = .pond }
            }
            final class PondCoordinator: ObservableObject {
                @Published var step: PondStep = .fish
                func showLilies() { step = .lilies }
            }
            """,
            "Views.swift": """
            import SwiftUI
            struct PondFlowView: View {
                @ObservedObject var pond: PondCoordinator
                var body: some View {
                    switch pond.step {
                    case .fish: Text("Fish")
                    case .lilies: Text("Lilies")
                    }
                }
            }
            """,
        ])
        // The garden's step is switched by no view: the pond's view is not taken for it.
        XCTAssertTrue(text.contains("PondCoordinator shows one flow at a time by setting a state enum (`step: PondStep`, in showLilies()) that PondFlowView switches over"), text)
    }

    func testAnEnumNoViewSwitchesOverIsNotTakenForFlowState() throws {
        let text = try refusal([
            "Coordinators.swift": """
            import SwiftUI
            enum Tab { case home, settings }
            final class TabsCoordinator: ObservableObject {
                @Published var tab: Tab = .home
                func showSettings() { tab = .settings }
            }
            """
        ])
        XCTAssertFalse(text.contains("state enum"), text)
        XCTAssertTrue(text.contains("none holds a path of routes"), text)
    }
}
