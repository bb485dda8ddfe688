import Foundation
import XCTest

@testable import CoordgenKit

/// What Xcode makes from the exported templates is, apart from the header comment, exactly what the
/// CLI writes: the same coordinator (pushed and modal), the same screen, the same app skeleton.
final class UIKitXcodeTemplateEquivalenceTests: XCTestCase {
    private var sample: SampleProject!
    private let xcode = XcodeSubstitution(project: "Hotel")

    override func setUpWithError() throws {
        sample = try SampleProject()
    }

    override func tearDown() {
        sample?.remove()
    }

    func testPushedCoordinatorIsTheCLIsCoordinator() throws {
        try sample.addCoordinator(CoordinatorOptions(name: "Reservation", parent: "App"), step: "cli")
        let made = try xcode.fileTemplate(
            try XcodeTemplates.bundle("Coordinator"), answers: XcodeTemplates.coordinatorAnswers("Reservation", caseName: "reservation"))

        XCTAssertEqual(made.keys.sorted(), ["ReservationCoordinator.swift", "ReservationViewController.swift"])
        try assertSameCode(made["ReservationCoordinator.swift"], cli: "Hotel/Coordinators/ReservationCoordinator.swift")
        try assertSameCode(made["ReservationViewController.swift"], cli: "Hotel/Screens/ReservationViewController.swift")
    }

    func testModalCoordinatorIsTheCLIsPresentedCoordinator() throws {
        try sample.addCoordinator(CoordinatorOptions(name: "Payment", presentsModally: true), step: "cli")
        let made = try xcode.fileTemplate(
            try XcodeTemplates.bundle("Coordinator"),
            answers: XcodeTemplates.coordinatorAnswers("Payment", caseName: "payment", modal: true))

        try assertSameCode(made["PaymentCoordinator.swift"], cli: "Hotel/Coordinators/PaymentCoordinator.swift")
        try assertSameCode(made["PaymentViewController.swift"], cli: "Hotel/Screens/PaymentViewController.swift")
    }

    func testScreenIsTheCLIsScreen() throws {
        try sample.addScreen(ScreenOptions(name: "Details", coordinator: "App"), step: "cli")
        let made = try xcode.fileTemplate(try XcodeTemplates.bundle("Screen"), answers: ["productName": "Details"])

        XCTAssertEqual(made.keys.sorted(), ["DetailsViewController.swift"])
        try assertSameCode(made["DetailsViewController.swift"], cli: "Hotel/Screens/DetailsViewController.swift")
    }

    func testCoordinatorAppIsTheCLIsProject() throws {
        let made = try xcode.projectTemplate(try XcodeTemplates.bundle("Coordinator App"))
        let cli = try XCTUnwrap(sample.steps.first).files

        let expected = cli.keys.filter { $0.hasPrefix("Hotel/") }.sorted()
        XCTAssertEqual(made.files.keys.sorted(), expected)
        for path in expected where path.hasSuffix(".swift") {
            XCTAssertEqual(
                XcodeTemplates.withoutHeader(try XCTUnwrap(made.files[path])), XcodeTemplates.withoutHeader(try XCTUnwrap(cli[path])), path)
        }
        for path in expected where path.contains(".xcassets/") {
            XCTAssertEqual(made.files[path], cli[path], path)
        }
        try XcodeTemplates.assertSamePropertyList(made.files["Hotel/Info.plist"], cli["Hotel/Info.plist"])
        XCTAssertEqual(made.outsideTargets, ["Hotel/Info.plist"])
    }

    func testEverySourceStartsWithXcodesHeaderMacro() throws {
        for bundle in try XcodeTemplates.set.get().bundles {
            for (path, data) in bundle.files where path.hasSuffix(".swift") {
                let text = String(decoding: data, as: UTF8.self)
                XCTAssertTrue(text.hasPrefix("//___FILEHEADER___\n\n"), "\(bundle.title)/\(path)")
                XCTAssertFalse(text.contains("{{") || text.contains("{%"), "unrendered Stencil in \(bundle.title)/\(path)")
            }
        }
    }

    /// Asserts that the file Xcode made and the one the CLI wrote differ only in their headers, and
    /// that the header Xcode made is its own.
    private func assertSameCode(_ xcodeText: String?, cli path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let made = try XCTUnwrap(xcodeText, "Xcode made no file for \(path)", file: file, line: line)
        let written = try XCTUnwrap(sample.steps.last?.files[path], "the CLI wrote no \(path)", file: file, line: line)
        XCTAssertEqual(XcodeTemplates.withoutHeader(made), XcodeTemplates.withoutHeader(written), path, file: file, line: line)
        XCTAssertTrue(made.hasPrefix("//\n//  \((path as NSString).lastPathComponent)\n//  Hotel\n"), made, file: file, line: line)
        XCTAssertNotEqual(made, written, "the headers should differ (Xcode's vs .coordgen.yml's)", file: file, line: line)
    }
}
