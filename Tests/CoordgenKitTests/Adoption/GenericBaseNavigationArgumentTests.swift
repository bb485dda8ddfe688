import SwiftSyntax
import XCTest

@testable import CoordgenKit

final class GenericBaseNavigationArgumentTests: XCTestCase {
    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    private static let base = """
        import UIKit
        class BaseCoordinator<Host: UIViewController> {
            var host: Host
            init(host: Host) { self.host = host }
            func start() {}
        }
        """

    private func binding(_ flows: String) -> GenericBaseNavigationArgument? {
        let index = index(["Base.swift": Self.base, "Flows.swift": flows])
        guard let base = index.type(named: "BaseCoordinator", kinds: [.class]) else { return nil }
        return GenericBaseNavigationArgument.binding(of: base, index: index)
    }

    func testTheArgumentOfASuperclassAsWritten() {
        XCTAssertEqual(GenericBaseNavigationArgument.argument(of: "BaseCoordinator<UINavigationController>"), "UINavigationController")
        XCTAssertNil(GenericBaseNavigationArgument.argument(of: "BaseCoordinator"))
        XCTAssertNil(GenericBaseNavigationArgument.argument(of: "Base<A, B>"))
        XCTAssertNil(GenericBaseNavigationArgument.argument(of: "Base<Box<A>>"))
    }

    func testEveryFlowFillingTheBaseWithANavigationControllerBindsIt() throws {
        let found = try XCTUnwrap(
            binding(
                """
                import UIKit
                final class AppNavigation: UINavigationController {}
                final class HomeCoordinator: BaseCoordinator<AppNavigation> {}
                final class SearchCoordinator: BaseCoordinator<AppNavigation> {}
                """))
        XCTAssertEqual(found, GenericBaseNavigationArgument(parameter: "Host", argument: "AppNavigation", subclasses: ["HomeCoordinator", "SearchCoordinator"]))
        let base = try XCTUnwrap(index(["Base.swift": Self.base]).type(named: "BaseCoordinator", kinds: [.class]))
        let members = (base.members ?? []).map(\.decl)
        let host = try XCTUnwrap(members.first { $0.is(VariableDeclSyntax.self) })
        XCTAssertEqual(found.substituting(in: host).trimmedDescription, "var host: AppNavigation")
        let start = try XCTUnwrap(members.first { $0.is(FunctionDeclSyntax.self) })
        XCTAssertEqual(found.substituting(in: start).trimmedDescription, "func start() {}")
    }

    func testFlowsFillingItOtherwiseOrWithNoStackBindNothing() {
        XCTAssertNil(
            binding(
                """
                import UIKit
                final class HomeCoordinator: BaseCoordinator<UINavigationController> {}
                final class TabsCoordinator: BaseCoordinator<UITabBarController> {}
                """))
        XCTAssertNil(binding("import UIKit\nfinal class HomeCoordinator: BaseCoordinator<UIViewController> {}"))
    }
}
