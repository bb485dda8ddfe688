import XCTest

@testable import CoordgenKit

/// Which classes are the app's screens when they subclass a generic base view controller, and which
/// say where screens live: never the base, whose folder holds what the screens share.
final class ScreenTypesBehindGenericBasesTests: XCTestCase {
    private func index(_ files: [(String, String)]) -> DeclarationIndex {
        DeclarationIndex(files: files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    func testSubclassesOfAGenericBaseAreTheScreensAndTheBaseIsNot() {
        let index = index([
            ("App/Helpers/BaseViewController.swift", "class BaseViewController<Content: UIView>: UIViewController {}\n"),
            ("App/Scenes/Home/List/HomeListViewController.swift", "final class HomeListViewController: BaseViewController<UIView> {}\n"),
            ("App/Scenes/Shop/ShopViewController.swift", "final class ShopViewController: BaseViewController<UILabel> {}\n"),
        ])
        XCTAssertEqual(NamingSchemeDetector.screenTypes(in: index).types.map(\.name).sorted(), ["HomeListViewController", "ShopViewController"])
        XCTAssertEqual(NamingSchemeDetector.placedScreens(in: index).types.map(\.name).sorted(), ["HomeListViewController", "ShopViewController"])
    }

    /// A generic view controller that hosts the app's SwiftUI views, subclassed by none: it still names the
    /// app's view controllers, but the views' folders are where the screens live.
    func testAGenericHostOfViewsNamesScreensButTheViewsPlaceThem() {
        let index = index([
            ("App/Presentation/Base/BaseViewController.swift", "class BaseViewController<Content: View>: UIViewController {}\n"),
            ("App/Presentation/MainView/MainView.swift", "struct MainView: View {}\n"),
            ("App/Presentation/RankingView/RankingView.swift", "struct RankingView: View {}\n"),
        ])
        XCTAssertEqual(NamingSchemeDetector.screenTypes(in: index).types.map(\.name), ["BaseViewController"])
        let placed = NamingSchemeDetector.placedScreens(in: index)
        XCTAssertEqual(placed.noun, "views")
        XCTAssertEqual(placed.types.map(\.name).sorted(), ["MainView", "RankingView"])
    }
}
