import XCTest

@testable import CoordgenKit

/// Where the coordinator protocol requires no initialiser, a new coordinator takes the one most
/// coordinators declare — or, where each flow takes its own dependencies, only the parameters most of
/// them take — and `init` says how many coordinators that stands for instead of calling it everyone's.
final class SharedInitializerTests: XCTestCase {
    private func requirement(_ parameters: [(String, String)]) -> InitializerRequirement {
        let list = parameters.map { InitializerRequirement.Parameter(label: $0.0, name: $0.0, type: $0.1) }
        return InitializerRequirement(signature: "init(\(parameters.map { "\($0.0): \($0.1)" }.joined(separator: ", ")))", parameters: list)
    }

    func testAnInitialiserEveryCoordinatorDeclaresIsEveryones() {
        let shared = requirement([("navigationController", "UINavigationController")])
        let result = SharedInitializer.declaredByMost(of: [shared, shared, shared])
        XCTAssertEqual(result?.requirement, shared)
        XCTAssertEqual(result?.reason, "every coordinator has it")
    }

    /// A coordinator that inherits its initialiser declares none: "every coordinator" would be untrue.
    func testCoordinatorsInheritingTheirInitialiserAreCountedAsSuch() {
        let shared = requirement([("services", "Services")])
        let result = SharedInitializer.declaredByMost(of: [shared, shared], total: 3)
        XCTAssertEqual(result?.requirement, shared)
        XCTAssertEqual(result?.reason, "every coordinator that declares one has it, 2 of 3; the others inherit theirs")
        XCTAssertEqual(SharedInitializer.declaredByMost(of: [shared, shared], total: 2)?.reason, "every coordinator has it")
    }

    func testAnInitialiserHalfTheCoordinatorsDeclareIsCountedAsSuch() {
        let shared = requirement([("router", "Router")])
        let other = requirement([("router", "Router"), ("session", "Session")])
        let result = SharedInitializer.declaredByMost(of: [shared, other, shared, requirement([])])
        XCTAssertEqual(result?.requirement, shared)
        XCTAssertEqual(result?.reason, "2 of 4 coordinators declare it")
    }

    /// Two of five alike is not the app's initialiser: each flow takes its own dependencies.
    func testTwoAlikeAmongManyAreNotEveryones() {
        let declared = [
            requirement([("navigationController", "NavigationController"), ("keystore", "Keystore"), ("account", "Account")]),
            requirement([("navigationController", "NavigationController"), ("keystore", "Keystore"), ("account", "Account")]),
            requirement([("navigationController", "NavigationController"), ("session", "Session")]),
            requirement([("token", "Token")]),
            requirement([("navigationController", "NavigationController"), ("lock", "Lock")]),
        ]
        XCTAssertNil(SharedInitializer.declaredByMost(of: declared))
        let common = SharedInitializer.parametersMostTake(in: declared, coordinatorTypes: [])
        XCTAssertEqual(common?.requirement.signature, "init(navigationController: NavigationController)")
        XCTAssertEqual(
            common?.reason,
            "no initialiser is declared by half of the 5 coordinators; these are the parameters at least half of them take (navigationController: 4), the rest are each flow's own"
        )
    }

    /// Parameters most initialisers share come in the order they mostly have, whatever the order of the
    /// one that happens to take most of them.
    func testCommonParametersComeInTheOrderTheyMostlyHave() {
        let declared = [
            requirement([("keystore", "Keystore"), ("navigationController", "NavigationController"), ("extra", "Extra")]),
            requirement([("navigationController", "NavigationController"), ("keystore", "Keystore")]),
            requirement([("navigationController", "NavigationController"), ("keystore", "Keystore"), ("session", "Session")]),
            requirement([("navigationController", "NavigationController"), ("lock", "Lock")]),
        ]
        XCTAssertEqual(
            SharedInitializer.parametersMostTake(in: declared, coordinatorTypes: [])?.requirement.signature,
            "init(navigationController: NavigationController, keystore: Keystore)")
    }

    func testNothingMostTakeGivesNoInitialiser() {
        let declared = [requirement([("a", "A")]), requirement([("b", "B")]), requirement([("c", "C")])]
        XCTAssertNil(SharedInitializer.declaredByMost(of: declared))
        XCTAssertNil(SharedInitializer.parametersMostTake(in: declared, coordinatorTypes: []))
        XCTAssertNil(SharedInitializer.parametersMostTake(in: [requirement([("a", "A")])], coordinatorTypes: []))
    }

    /// Each flow's parent typed by its own class is one parameter, typed as most flows type it (the
    /// parent-per-flow detector then writes `{Parent}` for it).
    func testAParentTypedByItsClassInEachFlowIsOneParameter() {
        let declared = [
            requirement([("navigationController", "UINavigationController"), ("parent", "TabsCoordinator?"), ("store", "Store")]),
            requirement([("navigationController", "UINavigationController"), ("parent", "TabsCoordinator?"), ("clock", "Clock")]),
            requirement([("parent", "(any Coordinator)?"), ("navigationController", "UINavigationController")]),
            requirement([("window", "UIWindow"), ("parent", "AppCoordinator")]),
            requirement([("window", "UIWindow")]),
        ]
        let common = SharedInitializer.parametersMostTake(
            in: declared, coordinatorTypes: ["TabsCoordinator", "AppCoordinator", "Coordinator"])
        XCTAssertEqual(common?.requirement.signature, "init(navigationController: UINavigationController, parent: TabsCoordinator?)")
    }

    /// Parameters most flows take but none handing over the navigation stack are not what a new flow
    /// needs: it gets no initialiser from them (and one passing the stack, as before).
    func testCommonParametersWithoutTheStackGiveNoInitialiser() {
        let declared = [
            requirement([("parent", "MainCoordinator?"), ("organizations", "Organizations")]),
            requirement([("parent", "MainCoordinator?"), ("link", "String?")]),
        ]
        XCTAssertNil(SharedInitializer.parametersMostTake(in: declared, coordinatorTypes: ["MainCoordinator"]))
    }

    /// Where the initialiser a few coordinators declare alike takes all the common parameters, they come
    /// in its order, even where the others mostly put them otherwise.
    func testCommonParametersFollowTheInitialiserDeclaredAlike() {
        let alike = requirement([("navigationController", "UINavigationController"), ("store", "Store"), ("user", "User")])
        let declared = [
            alike, alike,
            requirement([("store", "Store"), ("navigationController", "UINavigationController"), ("user", "User"), ("a", "A")]),
            requirement([("store", "Store"), ("navigationController", "UINavigationController"), ("user", "User"), ("b", "B")]),
            requirement([("store", "Store"), ("navigationController", "UINavigationController"), ("user", "User"), ("c", "C")]),
        ]
        XCTAssertNil(SharedInitializer.declaredByMost(of: declared))
        XCTAssertEqual(
            SharedInitializer.parametersMostTake(in: declared, coordinatorTypes: [])?.requirement.signature,
            "init(navigationController: UINavigationController, store: Store, user: User)")
    }

    /// A router app: two flows declare `init(router:factory:)`, the others each take their own screen as
    /// well. No initialiser is half of them and no shared parameter hands over a navigation stack, so the
    /// one two declare alike is the new flow's, counted as such.
    func testWithoutAStackParameterTheInitialiserTwoDeclareAlikeIsTaken() {
        let shared = requirement([("router", "Router"), ("factory", "Factory")])
        let declared = [shared, shared] + ["Cart", "Menu", "Search", "Wishlist"].map {
            requirement([("controller", "\($0)ViewController"), ("router", "Router"), ("factory", "Factory")])
        }
        XCTAssertNil(SharedInitializer.declaredByMost(of: declared))
        XCTAssertNil(SharedInitializer.parametersMostTake(in: declared, coordinatorTypes: []))
        let alike = SharedInitializer.declaredAlike(of: declared)
        XCTAssertEqual(alike?.requirement, shared)
        XCTAssertEqual(alike?.reason, "2 of 6 coordinators declare it")
    }
}
