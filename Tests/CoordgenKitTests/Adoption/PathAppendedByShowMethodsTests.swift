import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators whose routes go by other names: the path held after a children array, an enum
/// of any name that `show<X>()` methods append, and a view builder of any name taking it.
final class PathAppendedByShowMethodsTests: XCTestCase {
    /// The files in the order given: the first class holding routes is the one read.
    private func detect(_ sources: KeyValuePairs<String, String>) -> ProtocolShapeDetector.Result? {
        let files = sources.map { SourceFile(path: $0.key, text: $0.value) }
        return ProtocolFreeShapeDetector(index: DeclarationIndex(files: files), files: files).detect()?.result
    }

    private static func coordinator(_ name: String, enumName: String, appended: String) -> String {
        """
        import SwiftUI
        protocol Flow: AnyObject {}
        enum \(enumName): Hashable { case first, second(id: Int) }
        final class \(name)Coordinator: ObservableObject, Flow {
            var children: [any Flow] = []
            @Published var navigationPath = NavigationPath()
            @ViewBuilder
            func destinationView(for destination: \(enumName)) -> some View {
                switch destination {
                case .first: Text("First")
                case .second: Text("Second")
                }
            }
            func showFirst() { navigationPath.append(\(appended)) }
            func showSecond(id: Int) { navigationPath.append(\(enumName).second(id: id)) }
        }
        """
    }

    func testTheEnumShowMethodsAppendIsTheRoutesBesideAChildrenArray() throws {
        let result = try XCTUnwrap(
            detect(["Shelf.swift": Self.coordinator("Shelf", enumName: "ShelfDestination", appended: "ShelfDestination.first")]))
        let routes = try XCTUnwrap(result.shape.routes)
        XCTAssertEqual(routes.enum, "ShelfDestination")
        XCTAssertEqual(routes.navigator.name, "navigationPath")
        XCTAssertEqual(routes.viewBuilder, "destinationView(for:)")
        XCTAssertEqual(routes.push, "navigationPath.append")
        XCTAssertEqual(routes.pop, "navigationPath.removeLast")
    }

    func testFlowsNamingTheirEnumsAlikeGiveAPatternDespiteOneOtherWord() throws {
        let result = try XCTUnwrap(
            detect([
                "Shelf.swift": Self.coordinator("Shelf", enumName: "ShelfDestination", appended: "ShelfDestination.first"),
                "Rack.swift": Self.coordinator("Rack", enumName: "RackDestination", appended: "RackDestination.first")
                    .replacingOccurrences(of: "protocol Flow: AnyObject {}", with: ""),
                "Bed.swift": Self.coordinator("Bed", enumName: "BedRoute", appended: "BedRoute.first")
                    .replacingOccurrences(of: "protocol Flow: AnyObject {}", with: ""),
            ]))
        XCTAssertEqual(result.shape.routes?.enum, "{Name}Destination")
    }

    func testNoBuilderTakingTheAppendedEnumReadsNoRoutes() {
        let source = Self.coordinator("Shelf", enumName: "ShelfDestination", appended: "ShelfDestination.first")
            .replacingOccurrences(of: "func destinationView(for destination: ShelfDestination)", with: "func destinationView(for destination: Int)")
        XCTAssertNil(detect(["Shelf.swift": source])?.shape.routes)
    }
}
