import XCTest

@testable import CoordgenKit

/// A per-flow initialiser argument one or two subclasses add to the base's initialiser is theirs, not
/// the shape's: where most subclasses have the base's own, a new flow takes that.
final class InheritedBaseInitializerTests: XCTestCase {
    private let base = """
        class BaseCoordinator {
            var navigation: Stack
            init(navigation: Stack = Stack()) { self.navigation = navigation }
        }
        final class Stack {}
        struct Item {}
        """

    private func subclass(_ name: String, initializer: String? = nil) -> String {
        "final class \(name): BaseCoordinator {\n" + (initializer.map { "    \($0) { super.init(navigation: navigation) }\n" } ?? "")
            + "}\n"
    }

    private func preferred(_ sources: [String], shared: SharedInitializer) -> SharedInitializer? {
        let files = ([base] + sources).enumerated().map { SourceFile(path: "F\($0.offset).swift", text: $0.element) }
        let index = DeclarationIndex(files: files)
        let baseType = try! XCTUnwrap(index.type(named: "BaseCoordinator", kinds: [.class]))
        let subclasses = index.types.filter { $0.kind == .class && $0.inherited.first == "BaseCoordinator" }
        return InheritedBaseInitializer(index: index).preferred(over: shared, base: baseType, subclasses: subclasses)
    }

    private let withItem = SharedInitializer(
        requirement: InitializerRequirement(
            signature: "init(navigation: Stack, item: Item)",
            parameters: [.init(label: "navigation", name: "navigation", type: "Stack"), .init(label: "item", name: "item", type: "Item")]),
        reason: "every coordinator that declares one has it, 2 of 5; the others inherit theirs")

    func testTheBasesInitialiserWhereMostInheritIt() throws {
        let sources = [
            subclass("HomeCoordinator"), subclass("SettingsCoordinator"), subclass("LoginCoordinator"),
            subclass("DetailCoordinator", initializer: "init(navigation: Stack, item: Item)"),
            subclass("EditCoordinator", initializer: "init(navigation: Stack, item: Item)"),
        ]
        let chosen = try XCTUnwrap(preferred(sources, shared: withItem))
        XCTAssertEqual(chosen.requirement.signature, "init(navigation: Stack)")
        XCTAssertTrue(chosen.reason.contains("3 of 5 coordinators have"), chosen.reason)
        XCTAssertTrue(
            chosen.reason.contains("item of init(navigation:item:) is the own argument of DetailCoordinator, EditCoordinator"),
            chosen.reason)
    }

    /// Where most subclasses take the argument, it is the app's: the shared initialiser stands.
    func testTheSharedInitialiserWhereMostDeclareIt() {
        let sources = [
            subclass("HomeCoordinator"),
            subclass("DetailCoordinator", initializer: "init(navigation: Stack, item: Item)"),
            subclass("EditCoordinator", initializer: "init(navigation: Stack, item: Item)"),
        ]
        XCTAssertNil(preferred(sources, shared: withItem))
    }

    /// A shared initialiser that does not extend the base's (another stack) is not a per-flow argument.
    func testNoPreferenceWhereTheSharedInitialiserDoesNotExtendTheBases() {
        let other = SharedInitializer(
            requirement: InitializerRequirement(
                signature: "init(router: Stack)", parameters: [.init(label: "router", name: "router", type: "Stack")]),
            reason: "")
        let sources = [subclass("HomeCoordinator"), subclass("SettingsCoordinator"), subclass("LoginCoordinator")]
        XCTAssertNil(preferred(sources, shared: other))
    }
}
