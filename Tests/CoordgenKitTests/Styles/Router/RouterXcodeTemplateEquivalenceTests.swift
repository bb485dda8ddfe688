import Foundation
import XCTest

@testable import CoordgenKit

/// What Xcode makes from the router style's templates is, apart from the header comment, what
/// `coordgen new … ` writes in a router project: the same coordinator (pushed and modal), the same
/// screen, the same app skeleton. The one file the CLI does not write, `ViewControllerFactory+<Name>.swift`,
/// holds the very method the CLI adds to `DefaultViewControllerFactory`.
final class RouterXcodeTemplateEquivalenceTests: XCTestCase {
    private var sample: SampleProject!
    private let xcode = XcodeSubstitution(project: "Hotel")

    override func setUpWithError() throws {
        sample = try SampleProject(style: .router)
    }

    override func tearDown() {
        sample?.remove()
    }

    func testPushedCoordinatorIsTheCLIsCoordinator() throws {
        try sample.addCoordinator(CoordinatorOptions(name: "Reservation", parent: "App"), step: "cli")
        let made = try xcode.fileTemplate(
            try XcodeTemplates.bundle("Coordinator", style: .router), answers: ["productName": "Reservation", "presentation": "Push"])

        XCTAssertEqual(
            made.keys.sorted(),
            ["ReservationCoordinator.swift", "ReservationViewController.swift", "ViewControllerFactory+Reservation.swift"])
        try sample.assertSameCode(made["ReservationCoordinator.swift"], cli: "Hotel/Coordinators/ReservationCoordinator.swift")
        try sample.assertSameCode(made["ReservationViewController.swift"], cli: "Hotel/Screens/ReservationViewController.swift")
        try assertFactoryMethodIsTheCLIs(made["ViewControllerFactory+Reservation.swift"], name: "Reservation")
    }

    func testModalCoordinatorIsTheCLIsPresentedCoordinator() throws {
        try sample.addCoordinator(CoordinatorOptions(name: "Payment", presentsModally: true), step: "cli")
        let made = try xcode.fileTemplate(
            try XcodeTemplates.bundle("Coordinator", style: .router), answers: ["productName": "Payment", "presentation": "Modal"])

        try sample.assertSameCode(made["PaymentCoordinator.swift"], cli: "Hotel/Coordinators/PaymentCoordinator.swift")
        try sample.assertSameCode(made["PaymentViewController.swift"], cli: "Hotel/Screens/PaymentViewController.swift")
        try assertFactoryMethodIsTheCLIs(made["ViewControllerFactory+Payment.swift"], name: "Payment")
    }

    func testScreenIsTheCLIsScreen() throws {
        try sample.addScreen(ScreenOptions(name: "Details", coordinator: "App"), step: "cli")
        let made = try xcode.fileTemplate(try XcodeTemplates.bundle("Screen", style: .router), answers: ["productName": "Details"])

        XCTAssertEqual(made.keys.sorted(), ["DetailsViewController.swift", "ViewControllerFactory+Details.swift"])
        try sample.assertSameCode(made["DetailsViewController.swift"], cli: "Hotel/Screens/DetailsViewController.swift")
        try assertFactoryMethodIsTheCLIs(made["ViewControllerFactory+Details.swift"], name: "Details")
    }

    func testCoordinatorAppIsTheCLIsProject() throws {
        try sample.assertSameApp(try xcode.projectTemplate(try XcodeTemplates.bundle("Coordinator App", style: .router)))
    }

    /// Asserts that the extension Xcode made holds exactly the method, doc comment included, that the
    /// CLI added to `DefaultViewControllerFactory`, and that it extends the protocol.
    private func assertFactoryMethodIsTheCLIs(
        _ xcodeText: String?, name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let made = try XCTUnwrap(xcodeText, "Xcode made no factory extension for \(name)", file: file, line: line)
        let factory = try XCTUnwrap(sample.steps.last?.files["Hotel/Factories/ViewControllerFactory.swift"], file: file, line: line)
        let lines = made.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(lines.firstIndex(of: "extension ViewControllerFactory {"), made, file: file, line: line)
        let end = try XCTUnwrap(lines.lastIndex(of: "}"), made, file: file, line: line)
        let method = lines[(start + 1)..<end].joined(separator: "\n")
        XCTAssertTrue(method.hasPrefix("    /// The \(name) screen.\n    func make\(name)ViewController()"), method, file: file, line: line)
        let implementation = try XCTUnwrap(
            factory.range(of: "final class DefaultViewControllerFactory"), "no DefaultViewControllerFactory", file: file, line: line)
        XCTAssertTrue(
            factory[implementation.upperBound...].contains(method + "\n"), "the CLI's factory has another method:\n\(factory)",
            file: file, line: line)
        XCTAssertTrue(made.hasPrefix("//\n//  ViewControllerFactory+\(name).swift\n//  Hotel\n"), made, file: file, line: line)
    }
}
