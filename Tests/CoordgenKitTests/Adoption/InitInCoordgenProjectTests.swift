import CoordgenKit
import XCTest

/// `coordgen init` in a project coordgen made: it finds exactly the built-in shape, so the built-in
/// style is one profile among others, and keeps what the code cannot tell.
final class InitInCoordgenProjectTests: EndToEndTestCase {
    func testInitFindsTheBuiltInShapeAndKeepsTheSettingsTheCodeCannotTell() throws {
        let made = coordgen("new", "project", "Inn", "--organization", "Acme Inc.", in: workspace)
        XCTAssertEqual(made.status, 0, made.output)
        let project = workspace.appendingPathComponent("Inn")
        let before = try Project.load(project.appendingPathComponent(".coordgen.yml"))
        let refused = coordgen("init", in: project)
        XCTAssertEqual(refused.status, 1, "an existing config needs --force: \(refused.output)")

        let result = coordgen("init", "--force", in: project)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.stdout.contains("Kept from the existing .coordgen.yml: organization, bundleId, xcodeproj, testing\n"), result.stdout)
        let after = try Project.load(project.appendingPathComponent(".coordgen.yml"))
        let builtIn = AppShape.builtIn(for: .uikit, projectName: "Inn", testing: before.testingFramework)

        XCTAssertEqual(after.shape, builtIn.protocol)
        XCTAssertEqual(after.naming, builtIn.naming)
        XCTAssertEqual(after.project, builtIn.project)
        XCTAssertEqual(after.format, builtIn.format)
        XCTAssertNil(after.layout)
        XCTAssertEqual(after.appShape, before.appShape, "recording the shape changes nothing a generator reads")
        for key in [\ProjectConfig.organization, \.bundleId, \.xcodeproj, \.header] {
            XCTAssertEqual(after[keyPath: key], before[keyPath: key])
        }
        XCTAssertEqual(after.paths, before.paths)
        XCTAssertTrue(after.header?.contains("Copyright © {{ organization }}") == true, after.header ?? "")
    }

    /// `new project` already records the shape init finds, with init's own writer: init's diff changes
    /// the heading, comments, `module`, `testing` and adds `project:` (the facts it reads from the
    /// `.xcodeproj`), but no line of `shape:`, `naming:` or `format:`, which `--force` leaves as they were.
    func testInitFindsTheShapeNewProjectRecordedWordForWord() throws {
        let config = project.appendingPathComponent(".coordgen.yml")
        let written = try String(contentsOf: config, encoding: .utf8)
        let shapeComment = "# The app's coordinator protocol:"
        XCTAssertTrue(written.contains("\n" + shapeComment), written)

        let refused = coordgen("init")
        XCTAssertEqual(refused.status, 1, refused.output)
        let changed = refused.stdout.components(separatedBy: "\n").drop { !$0.hasPrefix("--- a/.coordgen.yml") }.dropFirst(2)
            .filter { $0.hasPrefix("+") || $0.hasPrefix("-") }
        XCTAssertFalse(changed.isEmpty, refused.stdout)
        let shapeLines = Set(written.components(separatedBy: shapeComment)[1].components(separatedBy: "\n").filter { !$0.isEmpty })
        for line in changed {
            XCTAssertFalse(shapeLines.contains(String(line.dropFirst())), "init changes the recorded shape: \(line)\n\(refused.stdout)")
        }

        let result = coordgen("init", "--force")
        XCTAssertEqual(result.status, 0, result.output)
        let recorded = try String(contentsOf: config, encoding: .utf8)
        // `init` also records the flow `new coordinator --like` would copy (`example:`), which `new
        // project` has no reason to write; everything else reads back word for word.
        let exampleSection = "# The flow a new one is made like"
        XCTAssertEqual(
            recorded.components(separatedBy: shapeComment).last?.components(separatedBy: exampleSection).first,
            written.components(separatedBy: shapeComment).last,
            "shape:, naming: and format: read back word for word")
        XCTAssertEqual(try Project.load(config).appShape.protocol, AppShape.builtIn(for: .uikit, projectName: "Hotel").protocol)
    }

    /// `init --force` in every kind of project `new project` makes — each style, `--xcode 26` and `16`,
    /// with and without the `.xcodeproj`, XCTest and Swift Testing with each of those — records a `.coordgen.yml` that
    /// reads back as what generation reads of the one `new project` wrote: the same shape (concurrency
    /// settings and test target included), paths and test framework. Without the `.xcodeproj` the code
    /// cannot tell the targets' settings, so init keeps them and says so.
    func testInitForceRoundTripsTheConfigOfEveryNewProjectVariant() throws {
        var variant = 0
        for (styleIndex, style) in Style.allCases.enumerated() {
            for xcode in ["26", "16"] {
                for writesProject in [true, false] {
                    // Both frameworks with each style, each Xcode release and each kind of project.
                    do {
                        variant += 1
                        let testing = ((xcode == "26") == writesProject) != styleIndex.isMultiple(of: 2) ? "xctest" : "swift-testing"
                        let folder = workspace.appendingPathComponent("variant-\(variant)")
                        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                        let label = "\(style) --xcode \(xcode) --testing \(testing)\(writesProject ? "" : " --no-xcodeproj")"
                        let made = CoordgenBinary.run(
                            ["new", "project", "Inn", "--style", style.rawValue, "--xcode", xcode, "--testing", testing]
                                + (writesProject ? [] : ["--no-xcodeproj"]), in: folder)
                        XCTAssertEqual(made.status, 0, "\(label): \(made.output)")
                        let project = folder.appendingPathComponent("Inn")
                        let configFile = project.appendingPathComponent(".coordgen.yml")
                        let before = try Project.load(configFile)
                        let result = coordgen("init", "--force", in: project)
                        XCTAssertEqual(result.status, 0, "\(label): \(result.output)")
                        XCTAssertFalse(result.stdout.contains("test target: none"), "\(label): \(result.stdout)")
                        if !writesProject {
                            XCTAssertTrue(result.stdout.contains("(kept from .coordgen.yml)"), "\(label): \(result.stdout)")
                        }
                        let after = try Project.load(configFile)
                        XCTAssertEqual(after.appShape, before.appShape, label)
                        XCTAssertEqual(after.style, before.style, label)
                        XCTAssertEqual(after.paths, before.paths, label)
                        XCTAssertEqual(after.testingFramework, before.testingFramework, label)
                        XCTAssertEqual(after.concurrency, before.concurrency, label)
                        XCTAssertNotNil(after.appShape.generatedTests, label)
                    }
                }
            }
        }
    }

    /// In a router project, init finds the router, both factories, `BaseCoordinator` with
    /// `addDependency`/`removeDependency`, `CoordinatorFinishOutput.onFinish` and the flows' initialiser:
    /// exactly the built-in shape, so what is generated after it is byte-identical.
    func testInitRoundTripsInARouterProject() throws {
        try assertInitRoundTrips(.router)
    }

    /// In a SwiftUI project, init finds the protocol constrained to `BaseCoordinator`, the children, the
    /// `Destination` route enum with `view(for:)` and the `Navigator`: exactly the built-in shape.
    func testInitRoundTripsInASwiftUIProject() throws {
        try assertInitRoundTrips(.swiftui)
    }

    /// Two identical projects of `style`, one after `init --force`: the config's shape sections are the
    /// built-in shape word for word, and the same coordinators and screens (pushed and presented, as
    /// children of the root and of a new flow) come out byte-identical in both.
    private func assertInitRoundTrips(_ style: Style, file: StaticString = #filePath, line: UInt = #line) throws {
        let roots = ["with-init", "without-init"].map { workspace.appendingPathComponent($0) }
        for root in roots {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let made = coordgen("new", "project", "Inn", "--style", style.rawValue, in: root)
            XCTAssertEqual(made.status, 0, made.output, file: file, line: line)
        }
        let (adopted, plain) = (roots[0].appendingPathComponent("Inn"), roots[1].appendingPathComponent("Inn"))
        let configFile = adopted.appendingPathComponent(".coordgen.yml")
        let written = try String(contentsOf: configFile, encoding: .utf8)
        let before = try Project.load(configFile)

        let result = coordgen("init", "--force", in: adopted)
        XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
        let after = try Project.load(configFile)
        let builtIn = AppShape.builtIn(for: style, projectName: "Inn", testing: before.testingFramework)
        XCTAssertEqual(after.style, style, file: file, line: line)
        XCTAssertEqual(after.shape, builtIn.protocol, file: file, line: line)
        XCTAssertEqual(after.naming, builtIn.naming, file: file, line: line)
        XCTAssertEqual(after.format, builtIn.format, file: file, line: line)
        XCTAssertEqual(after.project, builtIn.project, file: file, line: line)
        XCTAssertNil(after.layout, file: file, line: line)
        XCTAssertEqual(after.paths, before.paths, file: file, line: line)
        let shapeComment = "# The app's coordinator protocol:"
        let recorded = try String(contentsOf: configFile, encoding: .utf8)
        // `init` also records the flow `new coordinator --like` would copy (`example:`), which `new
        // project` has no reason to write; everything else reads back word for word.
        XCTAssertEqual(
            recorded.components(separatedBy: shapeComment).last?.components(separatedBy: "# The flow a new one is made like").first,
            written.components(separatedBy: shapeComment).last,
            "shape:, naming: and format: read back word for word", file: file, line: line)

        let commands = [
            ["new", "coordinator", "Reservation", "--parent", "App"],
            ["new", "coordinator", "Payment", "--parent", "Reservation", "--present"],
            ["new", "screen", "Details", "--coordinator", "Reservation"],
            ["new", "screen", "Terms", "--coordinator", "Payment", "--present"],
        ]
        for arguments in commands {
            for root in [adopted, plain] {
                let run = CoordgenBinary.run(arguments, in: root)
                XCTAssertEqual(run.status, 0, "\(arguments) in \(root.path):\n\(run.output)", file: file, line: line)
            }
        }
        var (adoptedFiles, plainFiles) = (TreeSnapshot(adopted).files, TreeSnapshot(plain).files)
        XCTAssertNotEqual(adoptedFiles[".coordgen.yml"], plainFiles[".coordgen.yml"], "init rewrote the config", file: file, line: line)
        (adoptedFiles[".coordgen.yml"], plainFiles[".coordgen.yml"]) = (nil, nil)
        XCTAssertEqual(adoptedFiles.keys.sorted(), plainFiles.keys.sorted(), file: file, line: line)
        for (path, contents) in plainFiles where adoptedFiles[path] != contents {
            XCTFail(
                "\(path) differs after init --force:\n\(String(decoding: adoptedFiles[path] ?? Data(), as: UTF8.self))", file: file,
                line: line)
        }
        XCTAssertNotNil(plainFiles["Inn/Coordinators/PaymentCoordinator.swift"], "the commands wrote the flows", file: file, line: line)

        // Without a config to keep the style from, the shape alone says which style writes it.
        try FileManager.default.removeItem(at: plain.appendingPathComponent(".coordgen.yml"))
        let fresh = coordgen("init", in: plain)
        XCTAssertEqual(fresh.status, 0, fresh.output, file: file, line: line)
        let detected = try Project.load(plain.appendingPathComponent(".coordgen.yml"))
        XCTAssertEqual(detected.style, style, file: file, line: line)
        XCTAssertEqual(detected.shape, builtIn.protocol, file: file, line: line)
    }
}
