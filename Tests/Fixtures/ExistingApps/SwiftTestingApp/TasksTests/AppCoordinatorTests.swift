import Testing
@testable import Tasks

struct AppCoordinatorTests {
    @Test func startShowsTheFirstScreen() {
        #expect(Bool(true))
    }
}
