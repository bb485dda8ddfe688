import Yams

// How each type of `.coordgen.yml` reads itself from a `ConfigMapping`: one line per stored property,
// assigned directly, so a property added to a type without a line here does not compile, and the keys a
// section accepts are the ones read here (the mapping records them; see `ConfigMapping`). The key of a
// property is its name, as the synthesized `Encodable` writes it (`ProjectConfigWriter`), which a test
// checks for every section.

extension ProjectConfig {
    init(reading m: ConfigMapping) {
        name = m.string("name")
        style =
            m.choice("style") { _ in "unknown style; coordgen knows: \(Style.allCases.map(\.rawValue).joined(separator: ", "))" }
            ?? .uikit
        organization = m.optionalString("organization")
        bundleId = m.optionalString("bundleId")
        paths = m.section("paths", Paths.init(reading:))
        header = m.optionalString("header")
        templates = m.optionalString("templates")
        xcodeproj = m.optionalString("xcodeproj")
        module = m.optionalString("module")
        project = m.optionalSection("project", ProjectFacts.init(reading:))
        shape = m.optionalSection("shape", ProtocolShape.init(reading:))
        naming = m.optionalSection("naming", NamingScheme.init(reading:))
        layout = m.optionalSection("layout", LayoutConventions.init(reading:))
        format = m.optionalSection("format", SourceFormat.init(reading:))
        testing = m.optionalChoice("testing")
        concurrency = m.optionalSection("concurrency", ConcurrencySettings.init(reading:))
        previews = m.optionalChoice("previews")
        example = m.optionalString("example")
        m.finish()
    }
}

extension ProjectConfig.Paths {
    init(reading m: ConfigMapping) {
        coordinators = m.string("coordinators")
        screens = m.string("screens")
        tests = m.string("tests")
        coordinatorType = m.optionalString("coordinatorType")
        m.finish()
    }
}

extension ProjectFacts {
    init(reading m: ConfigMapping) {
        kind = m.choice("kind") ?? Kind.none
        file = m.optionalString("file")
        appTarget = m.optionalString("appTarget")
        appFolder = m.optionalString("appFolder")
        appFolderKind = m.optionalChoice("appFolderKind")
        deploymentTarget = m.optionalString("deploymentTarget")
        swiftVersion = m.optionalString("swiftVersion")
        testTarget = m.optionalString("testTarget")
        testFolder = m.optionalString("testFolder")
        testFramework = m.optionalChoice("testFramework")
        m.finish()
    }
}

extension NamingScheme {
    init(reading m: ConfigMapping) {
        flowProtocol = m.optionalString("flowProtocol")
        flowClass = m.string("flowClass")
        root = m.string("root")
        screen = m.string("screen")
        openFlow = m.optionalString("openFlow")
        m.finish()
    }
}

extension LayoutConventions {
    init(reading m: ConfigMapping) {
        coordinators = m.optionalString("coordinators")
        screens = m.optionalString("screens")
        tests = m.optionalString("tests")
        protocolModule = m.optionalString("protocolModule")
        m.finish()
    }
}

extension SourceFormat {
    init(reading m: ConfigMapping) {
        indentation = m.choice("indentation") ?? .spaces
        width = m.int("width")
        m.finish()
    }
}

extension ConcurrencySettings {
    init(reading m: ConfigMapping) {
        defaultIsolation = m.optionalChoice("defaultIsolation")
        // As written: the memberwise initialiser would sort them.
        upcomingFeatures = m.optionalStrings("upcomingFeatures")
        m.finish()
    }
}
