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
    private let names: [String]

    private init(bytes: [UInt8], encoding: PBXScannedEncoding, settings names: [String]) {
        self.bytes = bytes
        self.encoding = encoding
        self.names = names
    }

    /// The document's checks (`PBXDocument.init`), then the configurations, sorted by id.
    private func configurations(root: [ScannedEntry]) -> [Configuration]? {
        guard case .string(let versionText)? = value(of: "objectVersion", in: root),
            let version = Int(text(versionText)), PBXDocument.readableObjectVersions.contains(version),
            case .dictionary(let objects)? = value(of: "objects", in: root),
            case .string(let rootObject)? = value(of: "rootObject", in: root)
        else { return nil }
        let rootID = text(rootObject)
        var isas: [ScannedString] = []
        isas.reserveCapacity(objects.count)
        for object in objects {
            guard case .dictionary(let fields) = object.value, case .string(let isa)? = value(of: "isa", in: fields) else { return nil }
            isas.append(isa)
        }
        guard let rootIndex = objects.firstIndex(where: { reads($0.key, rootID) }), reads(isas[rootIndex], "PBXProject") else {
            return nil
        }
        var found: [Configuration] = []
        for (object, isa) in zip(objects, isas) where reads(isa, "XCBuildConfiguration") {
            found.append(Configuration(id: text(object.key), settings: settings(of: object.value)))
        }
        return found.sorted { $0.id < $1.id }
    }

    /// The asked-for settings of one configuration that hold a string.
    private func settings(of configuration: ScannedValue) -> [String: String] {
        guard case .dictionary(let fields) = configuration, case .dictionary(let buildSettings)? = value(of: "buildSettings", in: fields)
        else { return [:] }
        var settings: [String: String] = [:]
        for name in names {
            if case .string(let value)? = value(of: name, in: buildSettings) { settings[name] = text(value) }
        }
        return settings
    }

    /// The value of the entry named `key` (a dictionary's keys are distinct: the scan checked).
    private func value(of key: String, in entries: [ScannedEntry]) -> ScannedValue? {
        entries.first { reads($0.key, key) }?.value
    }

    private func reads(_ string: ScannedString, _ text: String) -> Bool {
        string.reads(text, in: bytes, encoding: encoding)
    }

    private func text(_ string: ScannedString) -> String {
        string.text(in: bytes, encoding: encoding)
    }
}
