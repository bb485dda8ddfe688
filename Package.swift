// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "coordgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordgen", targets: ["coordgen"]),
        .library(name: "CoordgenKit", targets: ["CoordgenKit"]),
        // `swift package coordgen …` for packages and Xcode projects that pin coordgen as a dependency.
        .plugin(name: "CoordgenCommand", targets: ["CoordgenCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // libxml2 writes the plists. On Apple platforms the SDK ships it as the Clang module
        // `libxml2`, so a Mac needs nothing but Xcode or the command-line tools: pkg-config and
        // Homebrew's libxml2 are not involved (without them a `CLibXML2` build fails with
        // "'libxml/xmlversion.h' file not found"). On Linux there is no such module, so CLibXML2
        // finds the distribution's libxml2 through pkg-config. Plist/LibXML2.swift imports one or
        // the other, so CoordgenKit's code is the same on both.
        .target(
            name: "CoordgenKit",
            dependencies: [
                .target(name: "CLibXML2", condition: .when(platforms: [.linux])),
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
                "TemplateIconDrawing",
            ],
            // The SDK module is linked explicitly rather than trusting its module map to say so.
            linkerSettings: [.linkedLibrary("xml2", .when(platforms: [.macOS, .iOS]))],
            // Templates/ is compiled in at build time (text and Stencil tokens), so the binary needs
            // no repository and skips Stencil's lexer; nothing derived from the templates is committed.
            plugins: ["EmbedTemplates"]
        ),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"]),
        // Runs coordgen with the user's arguments from SwiftPM (`swift package coordgen …`) and Xcode.
        .plugin(
            name: "CoordgenCommand",
            capability: .command(
                intent: .custom(verb: "coordgen", description: "Run coordgen (new project, coordinator, screen, init, doctor…) here"),
                permissions: [
                    .writeToPackageDirectory(reason: "coordgen writes the coordinators, screens and tests it generates, and .coordgen.yml")
                ]
            ),
            dependencies: ["coordgen"]
        ),
        // The plugin's host tool: lexes every template with Stencil's own lexer and writes Swift.
        .executableTarget(
            name: "TemplateEmbedder",
            dependencies: [.product(name: "Stencil", package: "Stencil"), "TemplateIconDrawing"]
        ),
        // The Xcode templates' icon drawn in code, and the PNG encoder: TemplateEmbedder draws it at build
        // time into BuiltInTemplates, CoordgenKit's tests draw it again to check those bytes.
        .target(name: "TemplateIconDrawing"),
        // The floor of the commands that read a whole app: walk and parse with swift-syntax, nothing
        // else (scripts/bench-large-app.sh compares init, tree, doctor and new coordinator with it).
        .executableTarget(
            name: "parse-floor",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Benchmarks/ParseFloor"
        ),
        .executableTarget(
            name: "coordgen",
            dependencies: [
                "CoordgenKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // One test target, three layers in its folders: unit tests, golden files (Golden/, read from
        // the source tree so they can be re-recorded) and end-to-end runs of the built binary
        // (EndToEnd/, which is why it depends on the executable), plus compile checks of the
        // generated Swift against the UIKit stand-in in Tests/StandIns.
        // `#Preview` in generated screens type-checks against the stand-ins through this stand-in for
        // Xcode's preview macro plugin (it expands to nothing; see the source). The tests load the
        // built executable with `-load-plugin-executable`.
        .macro(
            name: "PreviewStandInMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Tests/StandIns/PreviewMacros"
        ),
        .testTarget(
            name: "CoordgenKitTests",
            // Yams: tests parse the YAML coordgen prints (the XcodeGen snippet) with a real YAML parser.
            dependencies: [
                "CoordgenKit", "coordgen", "PreviewStandInMacros", "TemplateIconDrawing", .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
