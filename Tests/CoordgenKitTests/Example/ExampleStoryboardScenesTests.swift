import XCTest

@testable import CoordgenKit

/// A copy that still makes its screen from the example's storyboard scene is said to fail its cast at
/// run time; a copy that makes its screens in code says nothing.
final class ExampleStoryboardScenesTests: XCTestCase {
    func testASceneInstantiatedByIdentifierOrAsTheInitialOneIsNamed() {
        let text = """
            final class ZebraCoordinator {
                func start() {
                    let first = UIStoryboard(name: "Home", bundle: nil).instantiateViewController(withIdentifier: "HomeViewController") as! ZebraViewController
                    let second = UIStoryboard(name: "Home", bundle: nil).instantiateInitialViewController() as? ZebraViewController
                }
            }
            """
        let scenes = ExampleStoryboardScenes(in: text)
        XCTAssertEqual(scenes.scenes, ["\"HomeViewController\"", "the initial scene"])
        XCTAssertEqual(
            scenes.note(for: "App/Zebra/ZebraCoordinator.swift", flow: "Home"),
            "App/Zebra/ZebraCoordinator.swift makes its screen from the storyboard scene \"HomeViewController\", the initial scene, which shows Home's screen: until a scene of its own (its class and identifier) is added to a storyboard, the cast to the copy fails at run time"
        )
    }

    func testACopyThatMakesItsScreenInCodeSaysNothing() {
        XCTAssertNil(ExampleStoryboardScenes(in: "let screen = ZebraViewController()").note(for: "Zebra.swift", flow: "Home"))
    }
}
