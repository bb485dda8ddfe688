import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose flows live in feature modules (Tuist targets, a local Swift package's targets): a new
/// flow always lands where a target compiles it and its parent can use it, across modules its API is
/// public and the parent imports it, `--new-module` declares the module, and the app type-checks
/// module by module afterwards — through the built binary.
final class MultiModuleAppsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted(_ name: String) throws -> URL {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return app
    }

    private func run(_ arguments: [String], in app: URL, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments.joined(separator: " ")): \(result.output)", file: file, line: line)
        return result.stdout
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    // MARK: Tuist feature modules

    func testTuistFeatureModulesGetFlowsTheirTargetsCompile() throws {
        let app = try adopted("TuistFeatureModules")
        let original = TreeSnapshot(ExistingApps.url("TuistFeatureModules"))

        // No target compiles Features/Profile/Sources (the layout): beside the parent, in its module.
        let profile = run(["new", "coordinator", "Profile", "--parent", "Home"], in: app)
        XCTAssertTrue(
            profile.contains(
                "note: Profile goes into module Home, beside its parent, because no target compiles Features/Profile/Sources (the app's layout): pass --new-module to make it a module of its own, or --module to choose another"
            ), profile)
        XCTAssertTrue(profile.contains("created Features/Home/Sources/ProfileCoordinator.swift"), profile)
        XCTAssertFalse(try text(app, "Features/Home/Sources/ProfileCoordinator.swift").contains("public"))
        XCTAssertTrue(try text(app, "App/Tests/ProfileCoordinatorTests.swift").contains("@testable import Harbor\n@testable import Home\n"))
        // Its screens follow it into the module.
        let details = run(["new", "screen", "Details", "--coordinator", "Profile"], in: app)
        XCTAssertTrue(details.contains("created Features/Home/Sources/DetailsViewController.swift"), details)

        // A module of its own, declared like Home, a dependency of Home, public and imported.
        let wallet = run(["new", "coordinator", "Wallet", "--parent", "Home", "--new-module"], in: app)
        XCTAssertTrue(wallet.contains("declared module Wallet in Project.swift, a dependency of Home"), wallet)
        XCTAssertFalse(wallet.contains("no target's sources"), wallet)
        let manifest = try text(app, "Project.swift")
        XCTAssertTrue(manifest.contains("            name: \"Wallet\",\n"), manifest)
        XCTAssertTrue(manifest.contains("            sources: [\"Features/Wallet/Sources/**\"],\n"), manifest)
        XCTAssertTrue(manifest.contains("                .target(name: \"Core\"),\n                .target(name: \"Wallet\"),\n"), manifest)
        let walletCoordinator = try text(app, "Features/Wallet/Sources/WalletCoordinator.swift")
        XCTAssertTrue(walletCoordinator.contains("public final class WalletCoordinator: Coordinator {"), walletCoordinator)
        XCTAssertTrue(walletCoordinator.contains("    public init(navigationController: UINavigationController) {"), walletCoordinator)
        XCTAssertTrue(walletCoordinator.contains("    private func close() {"), walletCoordinator)
        XCTAssertTrue(try text(app, "Features/Home/Sources/HomeCoordinator.swift").contains("import Core\nimport Wallet\n"))
        // A child of the generated coordinator, presented, in the new module; then the app's root.
        _ = run(["new", "coordinator", "Gift", "--parent", "Wallet", "--present"], in: app)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: app.appendingPathComponent("Features/Wallet/Sources/GiftCoordinator.swift").path))
        _ = run(["new", "coordinator", "Search", "--parent", "App", "--new-module"], in: app)
        XCTAssertTrue(try text(app, "App/Sources/AppCoordinator.swift").contains("import Settings\nimport Search\n"))
        // --module: a module the parent's module depends on.
        let help = run(["new", "coordinator", "Help", "--parent", "App", "--module", "Settings"], in: app)
        XCTAssertTrue(help.contains("created Features/Settings/Sources/HelpCoordinator.swift"), help)
        XCTAssertFalse(help.contains("imported Settings"), "AppCoordinator imports Settings already: \(help)")

        try assertRefusedUnchanged(
            ["new", "coordinator", "Bad", "--parent", "Home", "--module", "Settings"], in: app,
            "Error: Home, the parent's module, does not depend on Settings, so the parent could not use the new flow: add the dependency in Project.swift, or pass --module with one of Home, Core, Wallet"
        )
        try assertRefusedUnchanged(
            ["new", "coordinator", "Bad", "--parent", "Home", "--module", "Nowhere"], in: app,
            "Error: no module Nowhere in the project's manifests (modules: Core, Home, Search, Wallet, Settings, Harbor): pass one of them to --module, or --new-module to create Bad"
        )
        try assertRefusedUnchanged(
            ["new", "coordinator", "Wallet2", "--parent", "Home", "--new-module", "--module", "Core"], in: app,
            "Error: --module and --new-module exclude each other: choose one", status: 64, firstLineOnly: true
        )

        try assertInsertionsOnly(since: original, in: app)
        for settings in Self.languageSettings {
            try SwiftCompiler.typeCheckModules(XCTUnwrap(ExistingApps.modules(of: app)), settings: settings)
        }
    }

    /// A coordinator template of the user's own that predates `{{ access }}` would leave a flow its
    /// parent's module cannot see: refused in one line, nothing written; in the parent's module it is fine.
    /// A screen no target would compile is refused naming the one flag `new screen` takes to place it
    /// (`--in`), not `new coordinator`'s module flags, which it does not accept.
    func testAScreenNoTargetCompilesIsRefusedNamingTheFlagNewScreenTakes() throws {
        let app = try adopted("TuistFeatureModules")
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "screen", "Details", "--coordinator", "Home", "--in", "Features/Nowhere"], in: app)
        XCTAssertNotEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.stderr.contains("so coordgen would write a file that is never built: pass --in with a folder a target compiles"), result.stderr)
        XCTAssertFalse(result.stderr.contains("--module"), result.stderr)
        XCTAssertEqual(TreeSnapshot(app), before, "a refused command wrote something")
    }

    func testAnOwnTemplateThatLeavesACrossModuleFlowInternalIsRefused() throws {
        let app = try adopted("TuistFeatureModules")
        let templates = app.deletingLastPathComponent().appendingPathComponent("OwnTemplates")
        let coordinator = templates.appendingPathComponent("uikit/coordinator")
        try FileManager.default.createDirectory(at: coordinator, withIntermediateDirectories: true)
        try "import UIKit\n\nfinal class {{ flowClass }}: {{ conformance }} {\n    func start() {}\n}\n".write(
            to: coordinator.appendingPathComponent("Coordinator.swift.stencil"), atomically: true, encoding: .utf8)
        try assertRefusedUnchanged(
            ["new", "coordinator", "Wallet", "--parent", "Home", "--new-module", "--templates", templates.path], in: app,
            "Error: WalletCoordinator goes into module Wallet, where its parent's module Home can use it only if it is public, and the coordinator template leaves it internal: write {{ access }} before its declarations, as the built-in template does (`coordgen templates export` writes it out)"
        )
        let profile = run(["new", "coordinator", "Profile", "--parent", "Home", "--no-tests", "--templates", templates.path], in: app)
        XCTAssertTrue(profile.contains("created Features/Home/Sources/ProfileCoordinator.swift"), profile)
    }

    // MARK: A local Swift package of feature modules

    func testPackageFeatureModulesGetFlowsTheirTargetsCompile() throws {
        let app = try adopted("PackageFeatureModules")
        let original = TreeSnapshot(ExistingApps.url("PackageFeatureModules"))
        let profile = run(["new", "coordinator", "Profile", "--parent", "Home"], in: app)
        XCTAssertTrue(profile.contains("created Packages/Features/Sources/Home/ProfileCoordinator.swift"), profile)
        _ = run(["new", "screen", "Details", "--coordinator", "Profile"], in: app)
        let wallet = run(["new", "coordinator", "Wallet", "--parent", "Home", "--new-module"], in: app)
        XCTAssertTrue(wallet.contains("declared module Wallet in Packages/Features/Package.swift, a dependency of Home"), wallet)
        let manifest = try text(app, "Packages/Features/Package.swift")
        XCTAssertTrue(
            manifest.contains(
                "        .target(name: \"Home\", dependencies: [\"Core\", \"Wallet\"]),\n        .target(name: \"Wallet\", dependencies: [\"Core\"]),\n"
            ), manifest)
        _ = run(["new", "coordinator", "Gift", "--parent", "Wallet", "--present"], in: app)
        _ = run(["new", "screen", "Card", "--coordinator", "Gift"], in: app)
        // The app target depends on the package's products in project.yml.
        let help = run(["new", "coordinator", "Help", "--parent", "App", "--module", "Settings"], in: app)
        XCTAssertTrue(help.contains("created Packages/Features/Sources/Settings/HelpCoordinator.swift"), help)
        XCTAssertTrue(
            try text(app, "Packages/Features/Sources/Settings/HelpCoordinator.swift").contains("public final class HelpCoordinator"))
        try assertRefusedUnchanged(
            ["new", "coordinator", "Search", "--parent", "App", "--new-module"], in: app,
            "Error: the parent's module Marina is declared in project.yml, not in Packages/Features/Package.swift where module Search would be, and coordgen adds a dependency only within one manifest: create module Search and the dependency yourself, or pass --module with one of Marina, Core, Home, Settings"
        )

        try assertInsertionsOnly(since: original, in: app)
        for settings in Self.languageSettings {
            try SwiftCompiler.typeCheckModules(XCTUnwrap(ExistingApps.modules(of: app)), settings: settings)
        }
    }

    /// An app whose targets are only in its `.xcodeproj` is not affected, and says so for the flags.
    func testModuleFlagsNeedAManifest() throws {
        let app = try adopted("ClassicDelegate")
        try assertRefusedUnchanged(
            ["new", "coordinator", "Wallet", "--parent", "App", "--new-module"], in: app,
            "Error: --new-module needs a project whose modules a manifest lists (Tuist's Project.swift, XcodeGen's project.yml or a local Package.swift); this app's targets are in its .xcodeproj: drop the flag"
        )
    }

    // MARK: Helpers

    /// The fixtures are Swift 5 apps without strict checking: Xcode's default, complete checking, and
    /// MainActor by default (Xcode 26's setting for new targets).
    static let languageSettings = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete),
        LanguageSettings(mode: .swift5Minimal, defaultIsolation: .mainActor),
    ]

    private func assertRefusedUnchanged(
        _ arguments: [String], in app: URL, _ message: String, status: Int32 = 1, firstLineOnly: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, status, result.output, file: file, line: line)
        let stderr = result.stderr.trimmingCharacters(in: .newlines)
        XCTAssertEqual(firstLineOnly ? String(stderr.prefix { $0 != "\n" }) : stderr, message, file: file, line: line)
        XCTAssertEqual(TreeSnapshot(app), before, file: file, line: line)
    }

    /// Every file of the fixture that the commands changed only gained lines.
    private func assertInsertionsOnly(since original: TreeSnapshot, in app: URL, file: StaticString = #filePath, line: UInt = #line) throws
    {
        let now = TreeSnapshot(app)
        for (path, old) in original.files where !path.hasSuffix("/") {
            let new = try XCTUnwrap(now.files[path], "\(path) was removed", file: file, line: line)
            guard new != old else { continue }
            if path.hasSuffix("Package.swift") {
                // A one-line `dependencies: ["Core"]` gains `, "Wallet"` within its line: bytes inserted only.
                XCTAssertTrue(Self.isSubsequence(Array(old), of: Array(new)), "\(path) lost bytes", file: file, line: line)
            } else {
                try CoordgenKitTests.assertInsertionsOnly(old: old, new: new, file: file, line: line)
            }
        }
    }

    /// Whether `new` is `old` with bytes inserted.
    static func isSubsequence(_ old: [UInt8], of new: [UInt8]) -> Bool {
        var index = 0
        for byte in new where index < old.count && old[index] == byte { index += 1 }
        return index == old.count
    }
}

extension MultiModuleAppsEndToEndTests {
    func testTheReadmeTranscriptIsTheRealOutput() throws {
        let app = try ExistingApps.copy("TuistFeatureModules")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0)
        var transcript = ""
        for arguments in [
            ["new", "coordinator", "Profile", "--parent", "Home"], ["new", "coordinator", "Wallet", "--parent", "Home", "--new-module"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, result.output)
            transcript += "$ coordgen \(arguments.joined(separator: " "))\n" + result.stdout
        }
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```\n" + transcript + "```"), "README's transcript differs from the real output:\n\(transcript)")
    }
}
