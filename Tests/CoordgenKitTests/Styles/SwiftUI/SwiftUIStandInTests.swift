import XCTest

@testable import CoordgenKit

/// Proves that the SwiftUI stand-in is no rubber stamp: correct SwiftUI code passes in both language
/// modes, code the SDK rejects is rejected (or warned about) the same way, and at run time navigation
/// resolves values only through registered destinations, as SwiftUI does.
final class SwiftUIStandInTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try Repository.temporaryDirectory("swiftui-stand-in-tests")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    func testCorrectSwiftUICodeTypeChecksWithoutWarningsInBothLanguageModes() throws {
        let sources = try write(["Shop.swift": Self.shop, "ShopApp.swift": Self.shopApp])
        for version in [5, 6] {
            let result = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", swiftVersion: version, frameworks: .swiftUI)
            XCTAssertEqual(result.warnings, [], "Swift \(version):\n\(result.output)")
        }
    }

    /// SwiftUI declares `View` `@preconcurrency @MainActor`, so a view's isolation is inferred with
    /// `@preconcurrency` and misuse is a warning in both modes, not an error. The compile tests of
    /// generated code allow no warnings, so it still fails them.
    func testBodyIsMainActorIsolatedAsInTheSDK() throws {
        let sources = try write([
            "Shop.swift": Self.shop, "ShopApp.swift": Self.shopApp,
            "Snapshot.swift": """
            import SwiftUI

            /// Not main-actor isolated, so it may not evaluate a view's body.
            func snapshot(_ cart: Cart) -> String {
                "\\(type(of: CartView(cart: cart).body))"
            }
            """,
        ])
        for version in [5, 6] {
            let result = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", swiftVersion: version, frameworks: .swiftUI)
            XCTAssertEqual(
                result.warnings.map(\.message),
                [
                    "main actor-isolated property 'body' can not be referenced from a nonisolated context"
                ], "Swift \(version):\n\(result.output)")
        }
    }

    func testPublishedOutsideAClassFailsAsInCombine() throws {
        let sources = try write([
            "Settings.swift": """
            import SwiftUI

            struct Settings {
                @Published var isOn = false
            }

            func toggle(_ settings: inout Settings) {
                settings.isOn.toggle()
            }
            """
        ])
        let failure = try XCTUnwrap(compileFailure(sources, swiftVersion: 6))
        XCTAssertTrue(
            failure.errors.map(\.message).contains { $0.contains("@Published is only available on properties of classes") },
            failure.description)
    }

    /// Member import visibility (SE-0444, on in Xcode 26 projects) as with Apple's SDK: `ObservableObject`
    /// and `@Published` are Combine's, which SwiftUI imports without re-exporting its members. A file
    /// that imports only SwiftUI sees the names but not the default `objectWillChange` nor
    /// `Published.init(wrappedValue:)`; `import Combine` makes it compile, and without the feature it
    /// compiles as it does in Xcode 16.
    func testObservableObjectNeedsCombineUnderMemberImportVisibility() throws {
        let model = """
            import SwiftUI

            @MainActor
            final class Model: ObservableObject {
                @Published var count = 0
            }
            """
        let visibility = LanguageSettings(mode: .swift6, memberImportVisibility: true)
        let onlySwiftUI = try write(["Model.swift": model])
        XCTAssertNoThrow(try SwiftCompiler.typeCheck(appSources: onlySwiftUI, moduleName: "Shop", settings: LanguageSettings(mode: .swift6), frameworks: .swiftUI))
        do {
            _ = try SwiftCompiler.typeCheck(appSources: onlySwiftUI, moduleName: "Shop", settings: visibility, frameworks: .swiftUI)
            XCTFail("a file that imports only SwiftUI compiled under member import visibility")
        } catch let failure as SwiftCompiler.Failure {
            let messages = failure.errors.map(\.message)
            XCTAssertTrue(messages.contains("type 'Model' does not conform to protocol 'ObservableObject'"), failure.description)
            XCTAssertTrue(messages.contains { $0.contains("not available due to missing import of defining module 'Combine'") }, failure.description)
        }
        let withCombine = try write(["Model.swift": "import Combine\n" + model])
        XCTAssertNoThrow(try SwiftCompiler.typeCheck(appSources: withCombine, moduleName: "Shop", settings: visibility, frameworks: .swiftUI))
    }

    /// The SwiftUI style's `BaseCoordinator` and `Navigator` as they were written before they imported
    /// Combine fail in an Xcode 26 project (member import visibility on), as they did in Xcode; as
    /// generated now, they compile.
    func testTheSwiftUIProjectFailsWithoutItsCombineImportUnderMemberImportVisibility() throws {
        let sample = try SampleProject(style: .swiftui, testing: .swiftTesting, xcode: .xcode26)
        defer { sample.remove() }
        let app = try sample.swiftFiles().app
        let settings = LanguageSettings.xcode26(.swift6)
        XCTAssertNoThrow(try SwiftCompiler.typeCheck(appSources: app, moduleName: "Hotel", settings: settings, frameworks: .swiftUI))
        var importing: [String] = []
        for url in app {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains("import Combine\n") else { continue }
            importing.append(url.lastPathComponent)
            try Data(text.replacingOccurrences(of: "import Combine\n", with: "").utf8).write(to: url)
        }
        XCTAssertEqual(importing.sorted(), ["BaseCoordinator.swift", "Navigator.swift"])
        do {
            _ = try SwiftCompiler.typeCheck(appSources: app, moduleName: "Hotel", settings: settings, frameworks: .swiftUI)
            XCTFail("the project compiled without importing Combine")
        } catch let failure as SwiftCompiler.Failure {
            XCTAssertTrue(
                failure.errors.map(\.message).contains("type 'BaseCoordinator' does not conform to protocol 'ObservableObject'"),
                failure.description)
        }
    }

    /// Why the screen template calls `onFinish()` in a closure: the SDK's `Button` action is
    /// `@MainActor`, and passing it a stored non-Sendable closure is a data-race warning.
    func testButtonActionIsMainActorAsInTheIOS18SDK() throws {
        let sources = try write([
            "DoneView.swift": """
            import SwiftUI

            struct DoneView: View {
                let onFinish: () -> Void

                var body: some View {
                    Button("Done", action: onFinish)
                }
            }
            """
        ])
        let result = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", swiftVersion: 6, frameworks: .swiftUI)
        XCTAssertEqual(
            result.warnings.map(\.message),
            [
                "converting non-Sendable function value to '@MainActor @Sendable () -> Void' may introduce data races"
            ], result.output)
    }

    func testNavigationResolvesValuesOnlyThroughRegisteredDestinations() throws {
        let sources = try write(["Shop.swift": Self.shop])
        do {
            _ = try SwiftCompiler.run(
                appSources: sources,
                driver: """
                    import SwiftUI

                    let cart = Cart()
                    let window = CartStack(cart: cart)
                    cart.path.append(3)
                    cart.path.append("receipt")
                    print(_standInScreens(of: window).map { _standInTexts($0).joined(separator: ",") })
                    _standInTapBack(in: window)
                    print(cart.path.count)
                    cart.selected = Item(name: "Tea")
                    print(_standInPresented(by: window)?.style ?? "none", _standInTexts(_standInPresented(by: window)!.view))
                    _standInSwipeDownSheet(in: window)
                    print(cart.selected == nil, cart.dismissals)
                    // Nothing is registered for Double: SwiftUI would show an empty screen, the stand-in stops.
                    cart.path.append(2.5)
                    print(_standInScreens(of: window).count)
                    """, moduleName: "Shop", swiftVersion: 6, frameworks: .swiftUI)
            XCTFail("a value with no navigationDestination should stop the program")
        } catch let failure as SwiftCompiler.Failure {
            // The String destination is registered on the pushed Int screen, and found there.
            XCTAssertTrue(failure.output.hasPrefix("[\"Cart,Pay\", \"Item 3\", \"Receipt\"]\n1\nsheet [\"Tea\"]\ntrue 1\n"), failure.output)
            XCTAssertTrue(
                failure.output.contains("value of type Double but there is no matching navigationDestination declaration"), failure.output)
        }
    }

    // MARK: - Helpers

    /// A small SwiftUI app: a main-actor model, a stack bound to its path, two registered destination
    /// types (the second registered on a pushed screen) and a sheet.
    private static let shop = """
        import SwiftUI

        struct Item: Identifiable, Hashable {
            var id: String { name }
            let name: String
        }

        @MainActor
        final class Cart: ObservableObject {
            @Published var path = NavigationPath()
            @Published var selected: Item?
            private(set) var dismissals = 0

            func pay() {
                path.append(1)
            }

            func dismissed() {
                dismissals += 1
            }
        }

        struct CartView: View {
            @ObservedObject var cart: Cart

            var body: some View {
                VStack(spacing: 8) {
                    Text("Cart")
                    Button("Pay") {
                        cart.pay()
                    }
                }
                .navigationTitle("Cart")
            }
        }

        struct CartStack: View {
            @ObservedObject var cart: Cart

            var body: some View {
                NavigationStack(path: $cart.path) {
                    CartView(cart: cart)
                        .navigationDestination(for: Int.self) { number in
                            Text("Item \\(number)")
                                .navigationDestination(for: String.self) { _ in
                                    Text("Receipt")
                                }
                        }
                }
                .sheet(item: $cart.selected, onDismiss: { cart.dismissed() }) { item in
                    Text(item.name)
                }
            }
        }
        """

    /// The app's entry point, in a file of its own: a driver replaces it.
    private static let shopApp = """
        import SwiftUI

        @main
        struct ShopApp: App {
            @StateObject private var cart = Cart()

            var body: some Scene {
                WindowGroup {
                    CartStack(cart: cart)
                }
            }
        }
        """

    private func write(_ files: [String: String]) throws -> [URL] {
        try files.sorted { $0.key < $1.key }.map { name, text in
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url
        }
    }

    private func compileFailure(_ sources: [URL], swiftVersion: Int) throws -> SwiftCompiler.Failure? {
        do {
            _ = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", swiftVersion: swiftVersion, frameworks: .swiftUI)
            return nil
        } catch let failure as SwiftCompiler.Failure {
            return failure
        }
    }
}
