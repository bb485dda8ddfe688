import XCTest

@testable import CoordgenKit

/// A copied function whose value the reduction took away (only `print(…)` is left where the original
/// returned a view) is found; a single-call body that was already the original's value is not.
final class ExampleResultlessFunctionsTests: XCTestCase {
    func testAReturnReducedAwayIsFoundAndAnImplicitReturnIsNot() {
        let original = """
            final class ProfileCoordinator {
                func start(context: Int) -> some View {
                    print("started")
                    let view = ProfileView()
                    return NavigationLink(destination: view)
                }

                func count() -> Int { compute() }
            }

            """
        let copy = """
            final class ZebraCoordinator {
                func start(context: Int) -> some View {
                    print("started")
                }

                func count() -> Int { compute() }
            }

            """
        XCTAssertEqual(ExampleResultlessFunctions.names(in: copy, original: original), ["start(context:)"])
        XCTAssertEqual(ExampleResultlessFunctions.names(in: original, original: original), [])
        let kept = copy.replacingOccurrences(of: "print(\"started\")\n", with: "print(\"started\")\n        return EmptyView()\n")
        XCTAssertEqual(ExampleResultlessFunctions.names(in: kept, original: original), [])
    }
}
