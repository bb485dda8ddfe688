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

    /// A builder whose every case returned another screen of the example's, over an enum the copy
    /// shares (so the `switch` went whole): the copy's empty body returns nothing.
    func testASwitchWhoseCasesEachReturnedIsFoundOnceItsCasesWentAway() {
        let original = """
            final class ProfilePageCoordinator {
                func build(page: ProfilePages, args: Any? = nil) -> AnyView {
                    switch page {
                    case .main:
                        return AnyView(ProfileView())
                    case .edit:
                        return AnyView(EditView { self.pop() })
                    }
                }

                func pop() {
                    let done = { () -> Int in return 1 }
                    print(done())
                }
            }

            """
        let copy = """
            final class ZebraCoordinator {
                func build(page: ProfilePages, args: Any? = nil) -> AnyView {
                }

                func pop() {
                }
            }

            """
        XCTAssertEqual(ExampleResultlessFunctions.names(in: copy, original: original), ["build(page:args:)"])
        XCTAssertEqual(ExampleResultlessFunctions.names(in: original, original: original), [])
    }
}
