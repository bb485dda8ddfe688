/// A few build settings of every `XCBuildConfiguration` of a `project.pbxproj`, read without modelling
/// the file: `tree` and `doctor` need only `SWIFT_VERSION` and `SWIFT_DEFAULT_ACTOR_ISOLATION`, and
/// building a ``PBXDocument`` (every value, comment and object of a 1 MB file) cost `doctor` 106 M
/// instructions on the large app (docs/PERFORMANCE.md, session 53).
///
/// The scan accepts exactly the files ``PBXDocument/init(bytes:name:)`` accepts — the same grammar
/// (``PBXSourceParser``'s), no key twice in a dictionary, an `objectVersion` coordgen reads, an `objects`
/// dictionary whose every object has an `isa`, a `rootObject` that is a `PBXProject` — and answers what
/// the document's objects would: ``PBXBuildConfigurationScanTests`` compares the two on every fixture's
/// project file and on broken ones. It builds no value and no `String` but the few it answers with.
struct PBXBuildConfigurationScan {
    /// One `XCBuildConfiguration`: its id and the asked-for settings that hold a string.
    struct Configuration: Sendable, Equatable {
        let id: String
        let settings: [String: String]
    }

    /// The configurations of a parsed document, sorted by id, with the settings named `names`.
    static func configurations(of document: PBXDocument, settings names: [String]) -> [Configuration] {
        document.objects("XCBuildConfiguration").map { configuration in
            var settings: [String: String] = [:]
            for name in names {
                if let value = configuration["buildSettings"]?[name]?.string { settings[name] = value }
            }
            return Configuration(id: configuration.id, settings: settings)
        }
    }

    /// The same read from `bytes`, or nil when `PBXDocument(bytes:name:)` would refuse the file.
    static func configurations(in bytes: [UInt8], settings names: [String]) -> [Configuration]? {
        let encoding = PBXScannedEncoding(bytes: bytes)
        var scanner = PBXBuildConfigurationScanner(bytes: bytes, encoding: encoding)
        guard let root = scanner.scanFile() else { return nil }
        return PBXBuildConfigurationScan(bytes: bytes, encoding: encoding, settings: names).configurations(root: root)
    }

    private let bytes: [UInt8]
    private let encoding: PBXScannedEncoding
    private let names: [PBXScannedName]

    private init(bytes: [UInt8], encoding: PBXScannedEncoding, settings names: [String]) {
        self.bytes = bytes
        self.encoding = encoding
        self.names = names.map(PBXScannedName.init)
    }

    private static let objectVersion = PBXScannedName("objectVersion")
    private static let objects = PBXScannedName("objects")
    private static let rootObject = PBXScannedName("rootObject")
    private static let isa = PBXScannedName("isa")
    private static let project = PBXScannedName("PBXProject")
    private static let buildConfiguration = PBXScannedName("XCBuildConfiguration")
    private static let buildSettings = PBXScannedName("buildSettings")

    /// The document's checks (`PBXDocument.init`), then the configurations, sorted by id.
    private func configurations(root: [ScannedEntry]) -> [Configuration]? {
        guard case .string(let versionText)? = value(of: Self.objectVersion, in: root),
            let version = Int(text(versionText)), PBXDocument.readableObjectVersions.contains(version),
            case .dictionary(let objects)? = value(of: Self.objects, in: root),
            case .string(let rootObject)? = value(of: Self.rootObject, in: root)
        else { return nil }
        let rootID = PBXScannedName(text(rootObject))
        var isRootAProject: Bool?
        var found: [Configuration] = []
        for object in objects {
            guard case .dictionary(let fields) = object.value, case .string(let isa)? = value(of: Self.isa, in: fields) else { return nil }
            if isRootAProject == nil, reads(object.key, rootID) { isRootAProject = reads(isa, Self.project) }
            if reads(isa, Self.buildConfiguration) {
                found.append(Configuration(id: text(object.key), settings: settings(of: fields)))
            }
        }
        guard isRootAProject == true else { return nil }
        return found.sorted { $0.id < $1.id }
    }

    /// The asked-for settings of one configuration that hold a string.
    private func settings(of fields: [ScannedEntry]) -> [String: String] {
        guard case .dictionary(let buildSettings)? = value(of: Self.buildSettings, in: fields) else { return [:] }
        var settings: [String: String] = [:]
        for name in names {
            if case .string(let value)? = value(of: name, in: buildSettings) { settings[name.text] = text(value) }
        }
        return settings
    }

    /// The value of the entry named `name` (a dictionary's keys are distinct: the scan checked).
    private func value(of name: PBXScannedName, in entries: [ScannedEntry]) -> ScannedValue? {
        for entry in entries where reads(entry.key, name) { return entry.value }
        return nil
    }

    private func reads(_ string: ScannedString, _ name: PBXScannedName) -> Bool {
        string.reads(name, in: bytes, encoding: encoding)
    }

    private func text(_ string: ScannedString) -> String {
        string.text(in: bytes, encoding: encoding)
    }
}
