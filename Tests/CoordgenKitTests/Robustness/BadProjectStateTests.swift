import Foundation
import XCTest

/// Projects in a state coordgen cannot safely work on: a broken `CoordinatorType`, a broken
/// `.coordgen.yml`, files in the way, broken user templates. Each is refused with one line and
/// leaves every byte as it was.
final class BadProjectStateTests: BadInputTestCase {
    private static let enumPath = "Hotel/Coordinators/CoordinatorType.swift"
    private static let add = ["new", "coordinator", "Payment", "--parent", "App"]

    static let coordinatorTypes: [BadInput] = [
        BadInput(
            label: "CoordinatorType missing", arguments: add, prepare: { try $0.remove(enumPath) },
            message: "no enum CoordinatorType found"),
        enumFile("CoordinatorType empty", "", saying: "no enum CoordinatorType found"),
        enumFile("CoordinatorType unclosed", "enum CoordinatorType {\n    case app\n", saying: "does not parse"),
        enumFile(
            "CoordinatorType with a stray token", "enum CoordinatorType {\n    case app\n    case home +\n}\n", saying: "does not parse"),
        BadInput(
            label: "CoordinatorType not UTF-8", arguments: add,
            prepare: { try $0.write(Data([0x65, 0x6E, 0x75, 0x6D, 0x20, 0xFF, 0xFE, 0x0A]), to: enumPath) },
            message: "as UTF-8 text"),
        BadInput(
            label: "CoordinatorType is a folder", arguments: add,
            prepare: {
                try $0.remove(enumPath); try $0.makeDirectory(enumPath)
            },
            message: "CoordinatorType"),
        enumFile(
            "two CoordinatorType enums", "enum CoordinatorType { case app }\nenum CoordinatorType { case home }\n",
            saying: "2 declarations of enum CoordinatorType"),
        enumFile(
            "raw value already taken", "enum CoordinatorType: String {\n    case app = \"payment\"\n}\n",
            saying: "already uses the raw value \"payment\""),
        enumFile(
            "raw values coordgen cannot continue", "enum CoordinatorType: Double {\n    case app = 1.5\n}\n", saying: "add the case by hand"
        ),
    ]

    static let configs: [BadInput] = [
        config("unparsable YAML", "name: Hotel\npaths: [unclosed\n", saying: ".coordgen.yml is not valid"),
        config("empty config", "", saying: ".coordgen.yml is not valid"),
        config("config is a list", "- name\n- Hotel\n", saying: "found no mapping"),
        config("unknown key", "name: Hotel\nstyle: uikit\npath:\n  coordinators: a\n", saying: "unknown key 'path'"),
        config("missing paths", "name: Hotel\nstyle: uikit\n", saying: "missing 'paths"),
        config("paths of the wrong type", "name: Hotel\nstyle: uikit\npaths: [a, b]\n", saying: "'paths' has the wrong type"),
        config(
            "unknown style", "name: Hotel\nstyle: viper\npaths:\n  coordinators: a\n  screens: b\n  tests: c\n  coordinatorType: d\n",
            saying: "unknown style"),
        BadInput(
            label: "config not UTF-8", arguments: add,
            prepare: { try $0.write(Data([0x6E, 0x61, 0xFF, 0xFE, 0x0A]), to: ".coordgen.yml") },
            message: "cannot read"),
        BadInput(
            label: "header with a Stencil error", arguments: add,
            prepare: {
                try $0.write(
                    try currentConfig(in: $0).replacingOccurrences(of: "{{ fileName }}", with: "{% if fileName %}"), to: ".coordgen.yml")
            },
            message: "template error"),
        BadInput(
            label: "templates folder missing", arguments: add,
            prepare: { try $0.write(try currentConfig(in: $0) + "templates: NoSuchFolder\n", to: ".coordgen.yml") },
            message: "does not exist"),
        BadInput(label: "outside a project", arguments: add, directory: ".", message: "no .coordgen.yml in"),
    ]

    static let filesInTheWay: [BadInput] = [
        BadInput(
            label: "screen file exists", arguments: add,
            prepare: { try $0.write("// mine\n", to: "Hotel/Screens/PaymentViewController.swift") },
            message: "Hotel/Screens/PaymentViewController.swift: already exists; use --force"),
        BadInput(
            label: "test file exists", arguments: add,
            prepare: { try $0.write("// mine\n", to: "HotelTests/PaymentCoordinatorTests.swift") },
            message: "HotelTests/PaymentCoordinatorTests.swift: already exists; use --force"),
        BadInput(
            label: "folder where the coordinator goes", arguments: add + ["--force"],
            prepare: { try $0.makeDirectory("Hotel/Coordinators/PaymentCoordinator.swift") },
            message: "a folder is in the way"),
        BadInput(
            label: "file where the screens folder goes", arguments: add,
            prepare: {
                try $0.remove("Hotel/Screens"); try $0.write("not a folder\n", to: "Hotel/Screens")
            },
            message: "Hotel/Screens is a file, not a folder"),
        BadInput(
            label: "parent method exists", arguments: add,
            prepare: {
                try $0.write(
                    try String(contentsOf: $0.project.appendingPathComponent("Hotel/Coordinators/AppCoordinator.swift"), encoding: .utf8)
                        .replacingOccurrences(of: "    func start() {", with: "    func openPaymentCoordinator() {}\n\n    func start() {"),
                    to: "Hotel/Coordinators/AppCoordinator.swift")
            },
            message: "already has a function named openPaymentCoordinator"),
    ]

    static let templates: [BadInput] = [
        BadInput(
            label: "unclosed {% if %} in a user template", arguments: add + ["--templates", "../MyTemplates"],
            prepare: {
                try $0.exportTemplates(editing: "uikit/coordinator/Coordinator.swift.stencil") {
                    $0.replacingOccurrences(of: "{% endif %}", with: "")
                }
            },
            message: "Coordinator.swift.stencil: template error"),
        BadInput(
            label: "unknown tag in a user template", arguments: add + ["--templates", "../MyTemplates"],
            prepare: { try $0.exportTemplates(editing: "uikit/screen/ViewController.swift.stencil") { "{% frobnicate %}\n" + $0 } },
            message: "ViewController.swift.stencil:1:"),
        BadInput(
            label: "unknown filter in a user snippet", arguments: add + ["--templates", "../MyTemplates"],
            prepare: {
                try $0.exportTemplates(editing: "uikit/snippets/OpenCoordinator.swift.stencil") {
                    $0.replacingOccurrences(of: "{{ openMethodName }}", with: "{{ openMethodName|shout }}")
                }
            },
            message: "template error"),
        BadInput(
            label: "user snippet that is not Swift", arguments: add + ["--templates", "../MyTemplates"],
            prepare: {
                try $0.exportTemplates(editing: "uikit/snippets/OpenCoordinator.swift.stencil") { _ in "func open{{ name }}Coordinator( {\n"
                }
            },
            message: "cannot edit"),
        BadInput(label: "templates folder is a file", arguments: add + ["--templates", ".coordgen.yml"], message: "does not exist"),
    ]

    func testBrokenCoordinatorTypeIsRefused() {
        assertAllRefused(Self.coordinatorTypes)
    }

    func testBrokenConfigIsRefused() {
        assertAllRefused(Self.configs)
    }

    func testFilesInTheWayAreRefused() {
        assertAllRefused(Self.filesInTheWay)
    }

    func testBrokenUserTemplatesAreRefused() {
        assertAllRefused(Self.templates)
    }

    /// The project's own `.coordgen.yml`, for inputs that change one thing in it.
    private static func currentConfig(in fixture: BadInputFixture) throws -> String {
        try String(contentsOf: fixture.project.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
    }

    /// `new coordinator Payment --parent App` with `CoordinatorType.swift` replaced by `text`.
    private static func enumFile(_ label: String, _ text: String, saying message: String) -> BadInput {
        BadInput(label: label, arguments: add, prepare: { try $0.write(text, to: enumPath) }, message: message)
    }

    /// `new coordinator Payment --parent App` with `.coordgen.yml` replaced by `yaml`.
    private static func config(_ label: String, _ yaml: String, saying message: String) -> BadInput {
        BadInput(label: label, arguments: add, prepare: { try $0.write(yaml, to: ".coordgen.yml") }, message: message)
    }
}
