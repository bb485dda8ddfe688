import Foundation
import XCTest

/// Names coordgen must refuse, for every command that takes one: one clear line, a non-zero exit, and
/// nothing written.
final class BadNameTests: BadInputTestCase {
    /// Flow names that cannot become Swift type and case names.
    static let coordinatorNames: [BadInput] = [
        BadInput(label: "empty", arguments: ["new", "coordinator", ""], message: "the name is empty"),
        BadInput(label: "only spaces", arguments: ["new", "coordinator", "   "], message: "the name is empty"),
        BadInput(label: "leading digit", arguments: ["new", "coordinator", "2FA"], message: "starts with a digit"),
        BadInput(label: "only digits", arguments: ["new", "coordinator", "123"], message: "starts with a digit"),
        BadInput(label: "space inside", arguments: ["new", "coordinator", "Sign Up"], message: "cannot be part of a Swift type name"),
        BadInput(label: "exclamation mark", arguments: ["new", "coordinator", "Pay!"], message: "contains \"!\""),
        BadInput(label: "dot", arguments: ["new", "coordinator", "Pay.ment"], message: "contains \".\""),
        BadInput(label: "dollar", arguments: ["new", "coordinator", "$0"], message: "contains \"$\""),
        BadInput(label: "plus", arguments: ["new", "coordinator", "A+B"], message: "contains \"+\""),
        BadInput(label: "backtick", arguments: ["new", "coordinator", "`default`"], message: "contains \"`\""),
        BadInput(label: "quote", arguments: ["new", "coordinator", "Pay\"ment"], message: "cannot be part of a Swift type name"),
        BadInput(label: "tab inside", arguments: ["new", "coordinator", "Pay\tment"], message: "cannot be part of a Swift type name"),
        BadInput(
            label: "line break inside", arguments: ["new", "coordinator", "Pay\nment"], message: "cannot be part of a Swift type name"),
        BadInput(
            label: "zero-width space", arguments: ["new", "coordinator", "Pay\u{200B}ment"], message: "cannot be part of a Swift type name"),
        BadInput(label: "accented Latin", arguments: ["new", "coordinator", "Café"], message: "contains \"é\""),
        BadInput(label: "Korean", arguments: ["new", "coordinator", "결제"], message: "contains \"결\""),
        BadInput(label: "Cyrillic", arguments: ["new", "coordinator", "Оплата"], message: "cannot be part of a Swift type name"),
        BadInput(label: "Chinese", arguments: ["new", "coordinator", "支付"], message: "cannot be part of a Swift type name"),
        BadInput(label: "emoji", arguments: ["new", "coordinator", "Pay💳"], message: "cannot be part of a Swift type name"),
        BadInput(label: "no letters", arguments: ["new", "coordinator", "_-_"], message: "has no letters"),
        BadInput(
            label: "81 characters", arguments: ["new", "coordinator", String(repeating: "A", count: 81)],
            message: "longer than 80 characters"),
        BadInput(
            label: "10,000 characters", arguments: ["new", "coordinator", String(repeating: "Flow", count: 2_500)],
            message: "longer than 80 characters"),
        BadInput(label: "path traversal", arguments: ["new", "coordinator", "../../etc/passwd"], message: "looks like a path"),
        BadInput(label: "absolute path", arguments: ["new", "coordinator", "/tmp/Payment"], message: "looks like a path"),
        BadInput(label: "subfolder", arguments: ["new", "coordinator", "Flows/Payment"], message: "looks like a path"),
        BadInput(label: "dot-dot prefix", arguments: ["new", "coordinator", "..Payment"], message: "looks like a path"),
        BadInput(label: "backslash path", arguments: ["new", "coordinator", "..\\Payment"], message: "looks like a path"),
        BadInput(label: "option-like name", arguments: ["new", "coordinator", "-Payment"], message: "Error:"),
        BadInput(label: "only the suffix", arguments: ["new", "coordinator", "Coordinator"], message: "is only the Coordinator suffix"),
        BadInput(label: "Self", arguments: ["new", "coordinator", "Self"], message: "which Swift reserves"),
        BadInput(label: "init", arguments: ["new", "coordinator", "init"], message: "would make the case .init"),
        BadInput(label: "UIKit's base class", arguments: ["new", "coordinator", "UI"], message: "UIViewController"),
    ]

    /// Names that are fine as names but clash with what the project already has.
    static let duplicates: [BadInput] = [
        BadInput(
            label: "the root's case", arguments: ["new", "coordinator", "App"], message: "CoordinatorType already has a case named app"),
        BadInput(label: "the root's case, lower case", arguments: ["new", "coordinator", "app"], message: "already has a case named app"),
        BadInput(
            label: "the root, with its suffix", arguments: ["new", "coordinator", "AppCoordinator", "--force"],
            message: "already has a case named app"),
        BadInput(
            label: "a flow made before", arguments: ["new", "coordinator", "sign-up"],
            prepare: { try $0.coordgen("new", "coordinator", "SignUp") }, message: "already has a case named signUp"),
        BadInput(
            label: "a case inside #if", arguments: ["new", "coordinator", "Debug"],
            prepare: {
                try $0.write(
                    "enum CoordinatorType {\n    case app\n    #if DEBUG\n    case debug\n    #endif\n}\n",
                    to: "Hotel/Coordinators/CoordinatorType.swift")
            },
            message: "already has a case named debug"),
        BadInput(
            label: "the home screen, edited by hand", arguments: ["new", "coordinator", "Home"],
            prepare: { try $0.write("// edited by hand\n", to: "Hotel/Screens/HomeViewController.swift") },
            message: "Hotel/Screens/HomeViewController.swift: already exists; use --force"),
        BadInput(
            label: "a screen method twice", arguments: ["new", "screen", "Details", "--coordinator", "App", "--force"],
            prepare: { try $0.coordgen("new", "screen", "Details", "--coordinator", "App") }, message: "already has"),
        BadInput(
            label: "a flow's first screen, edited by hand", arguments: ["new", "screen", "Reservation", "--coordinator", "App"],
            prepare: {
                try $0.coordgen("new", "coordinator", "Reservation")
                try $0.write("// edited by hand\n", to: "Hotel/Screens/ReservationViewController.swift")
            },
            message: "Hotel/Screens/ReservationViewController.swift: already exists"),
    ]

    /// Parents and coordinators that do not exist or cannot be named.
    static let references: [BadInput] = [
        BadInput(
            label: "unknown parent", arguments: ["new", "coordinator", "Payment", "--parent", "Nowhere"],
            message: "no class NowhereCoordinator in this project"),
        BadInput(
            label: "a screen as parent", arguments: ["new", "coordinator", "Payment", "--parent", "Home"],
            message: "no class HomeCoordinator in this project"),
        BadInput(label: "empty parent", arguments: ["new", "coordinator", "Payment", "--parent", ""], message: "the name is empty"),
        BadInput(label: "parent path", arguments: ["new", "coordinator", "Payment", "--parent", "../App"], message: "looks like a path"),
        BadInput(
            label: "own parent", arguments: ["new", "coordinator", "Payment", "--parent", "PaymentCoordinator"],
            message: "cannot be its own parent"),
        BadInput(
            label: "parent is a protocol only", arguments: ["new", "coordinator", "Payment", "--parent", "Legacy"],
            prepare: { try $0.write("@MainActor\nprotocol LegacyCoordinator: Coordinator {}\n", to: "Hotel/Legacy.swift") },
            message: "no class LegacyCoordinator in this project"),
        BadInput(
            label: "unknown coordinator", arguments: ["new", "screen", "Details", "--coordinator", "Missing"],
            message: "no class MissingCoordinator in this project"),
        BadInput(label: "empty coordinator", arguments: ["new", "screen", "Details", "--coordinator", ""], message: "the name is empty"),
        BadInput(label: "no coordinator", arguments: ["new", "screen", "Details"], message: "Error:"),
        BadInput(label: "empty screen", arguments: ["new", "screen", "", "--coordinator", "App"], message: "the name is empty"),
        BadInput(
            label: "Korean screen", arguments: ["new", "screen", "설정", "--coordinator", "App"],
            message: "cannot be part of a Swift type name"),
        BadInput(label: "screen path", arguments: ["new", "screen", "../Details", "--coordinator", "App"], message: "looks like a path"),
        BadInput(
            label: "only the screen suffix", arguments: ["new", "screen", "ViewController", "--coordinator", "App"],
            message: "is only the ViewController suffix"),
        BadInput(
            label: "screen named UIKit's base class", arguments: ["new", "screen", "UI", "--coordinator", "App"],
            message: "UIViewController"),
    ]

    /// `new project` names and options.
    static let projects: [BadInput] = [
        BadInput(label: "empty project", arguments: ["new", "project", ""], directory: ".", message: "the name is empty"),
        BadInput(label: "digit project", arguments: ["new", "project", "9Lives"], directory: ".", message: "starts with a digit"),
        BadInput(label: "project path", arguments: ["new", "project", "../Escape"], directory: ".", message: "looks like a path"),
        BadInput(
            label: "non-Latin project", arguments: ["new", "project", "호텔"], directory: ".", message: "cannot be part of a Swift type name"),
        BadInput(label: "existing project", arguments: ["new", "project", "Hotel"], directory: ".", message: "already exists"),
        BadInput(
            label: "a file in the way", arguments: ["new", "project", "Motel"], directory: ".",
            prepare: { try Data("not a folder".utf8).write(to: $0.root.appendingPathComponent("Motel")) }, message: "already exists"),
        BadInput(
            label: "bad bundle id", arguments: ["new", "project", "Motel", "--bundle-id", "not a bundle id"], directory: ".",
            message: "is not a bundle identifier"),
        BadInput(label: "unknown style", arguments: ["new", "project", "Motel", "--style", "viper"], directory: ".", message: "viper"),
        BadInput(
            label: "output is a file", arguments: ["new", "project", "Motel", "--output", "Hotel/.coordgen.yml"], directory: ".",
            message: "Hotel/.coordgen.yml is a file, not a folder"),
    ]

    func testBadCoordinatorNamesAreRefused() {
        assertAllRefused(Self.coordinatorNames)
    }

    func testDuplicatesAreRefused() {
        assertAllRefused(Self.duplicates)
    }

    func testUnknownParentsAndCoordinatorsAreRefused() {
        assertAllRefused(Self.references)
    }

    func testBadProjectsAreRefused() {
        assertAllRefused(Self.projects)
    }
}
