/// The shared scheme (`xcshareddata/xcschemes/<Name>.xcscheme`) that builds and runs the app and runs
/// its unit tests, written in the layout Xcode uses for scheme files.
struct XcodeSchemeWriter {
    let spec: XcodeProjectSpec
    let appTarget: String
    let testsTarget: String

    func text() -> String {
        let app = buildableReference(appTarget, product: "\(spec.name).app", name: spec.name)
        let tests = buildableReference(testsTarget, product: "\(spec.testTargetName).xctest", name: spec.testTargetName)
        let scheme = XMLElement(
            "Scheme", [("LastUpgradeVersion", spec.xcode.upgradeCheck), ("version", "1.7")],
            [
                buildAction(app), testAction(tests), launchAction(app), profileAction(app),
                XMLElement("AnalyzeAction", [("buildConfiguration", "Debug")], []),
                XMLElement("ArchiveAction", [("buildConfiguration", "Release"), ("revealArchiveInOrganizer", "YES")], []),
            ])
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + scheme.text(indent: 0)
    }

    /// The debugger and launcher of the test and launch actions.
    private static let debugger = [
        ("selectedDebuggerIdentifier", "Xcode.DebuggerFoundation.Debugger.LLDB"),
        ("selectedLauncherIdentifier", "Xcode.DebuggerFoundation.Launcher.LLDB"),
    ]

    /// Builds the app for every action.
    private func buildAction(_ app: XMLElement) -> XMLElement {
        XMLElement(
            "BuildAction",
            [
                ("parallelizeBuildables", "YES"), ("buildImplicitDependencies", "YES"),
                ("buildArchitectures", "Automatic"),
            ],
            [
                XMLElement(
                    "BuildActionEntries", [],
                    [
                        XMLElement(
                            "BuildActionEntry",
                            [
                                ("buildForTesting", "YES"), ("buildForRunning", "YES"),
                                ("buildForProfiling", "YES"), ("buildForArchiving", "YES"),
                                ("buildForAnalyzing", "YES"),
                            ], [app])
                    ])
            ])
    }

    /// Runs the unit tests in Debug, in parallel.
    private func testAction(_ tests: XMLElement) -> XMLElement {
        XMLElement(
            "TestAction",
            [("buildConfiguration", "Debug")] + Self.debugger + [
                ("shouldUseLaunchSchemeArgsEnv", "YES"), ("shouldAutocreateTestPlan", "YES"),
            ],
            [
                XMLElement(
                    "Testables", [],
                    [
                        XMLElement("TestableReference", [("skipped", "NO"), ("parallelizable", "YES")], [tests])
                    ])
            ])
    }

    /// Runs the app in Debug.
    private func launchAction(_ app: XMLElement) -> XMLElement {
        XMLElement(
            "LaunchAction",
            [("buildConfiguration", "Debug")] + Self.debugger + [
                ("launchStyle", "0"), ("useCustomWorkingDirectory", "NO"), ("ignoresPersistentStateOnLaunch", "NO"),
                ("debugDocumentVersioning", "YES"), ("debugServiceExtension", "internal"), ("allowLocationSimulation", "YES"),
            ],
            [
                XMLElement("BuildableProductRunnable", [("runnableDebuggingMode", "0")], [app])
            ])
    }

    /// Profiles the app in Release.
    private func profileAction(_ app: XMLElement) -> XMLElement {
        XMLElement(
            "ProfileAction",
            [
                ("buildConfiguration", "Release"), ("shouldUseLaunchSchemeArgsEnv", "YES"),
                ("savedToolIdentifier", ""), ("useCustomWorkingDirectory", "NO"),
                ("debugDocumentVersioning", "YES"),
            ],
            [
                XMLElement("BuildableProductRunnable", [("runnableDebuggingMode", "0")], [app])
            ])
    }

    private func buildableReference(_ target: String, product: String, name: String) -> XMLElement {
        XMLElement(
            "BuildableReference",
            [
                ("BuildableIdentifier", "primary"), ("BlueprintIdentifier", target), ("BuildableName", product),
                ("BlueprintName", name), ("ReferencedContainer", "container:\(spec.projectFileName)"),
            ], [])
    }
}

/// An XML element written the way Xcode writes schemes: one attribute per line, three-space indents,
/// and an explicit closing tag even when empty.
private struct XMLElement {
    let name: String
    let attributes: [(String, String)]
    let children: [XMLElement]

    init(_ name: String, _ attributes: [(String, String)], _ children: [XMLElement]) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    func text(indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var out = "\(pad)<\(name)"
        for (index, (key, value)) in attributes.enumerated() {
            out += "\n\(pad)   \(key) = \"\(Self.escaped(value))\""
            if index == attributes.count - 1 { out += ">" }
        }
        if attributes.isEmpty { out += ">" }
        out += "\n"
        for child in children {
            out += child.text(indent: indent + 3)
        }
        out += "\(pad)</\(name)>\n"
        return out
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
