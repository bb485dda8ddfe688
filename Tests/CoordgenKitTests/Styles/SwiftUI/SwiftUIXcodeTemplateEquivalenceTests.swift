import Foundation
import XCTest

@testable import CoordgenKit

/// What Xcode makes from the swiftui style's templates is, apart from the header comment, what
/// `coordgen new …` writes in a swiftui project: the same coordinator (pushed and modal, with the case
/// name typed in lowerCamelCase), the same view, the same app skeleton — `HotelApp.swift` included.
final class SwiftUIXcodeTemplateEquivalenceTests: XCTestCase {
    private var sample: SampleProject!
    private let xcode = XcodeSubstitution(project: "Hotel")

    override func setUpWithError() throws {
        sample = try SampleProject(style: .swiftui)
    }

    override func tearDown() {
        sample?.remove()
    }

    func testPushedCoordinatorIsTheCLIsCoordinator() throws {
        try sample.addCoordinator(CoordinatorOptions(name: "Reservation", parent: "App"), step: "cli")
        let made = try xcode.fileTemplate(
            try XcodeTemplates.bundle("Coordinator", style: .swiftui),
            answers: ["productName": "Reservation", "caseName": "reservation", "presentation": "Push"])

        XCTAssertEqual(made.keys.sorted(), ["ReservationCoordinator.swift", "ReservationView.swift"])
        try sample.assertSameCode(made["ReservationCoordinator.swift"], cli: "Hotel/Coordinators/ReservationCoordinator.swift")
        try sample.assertSameCode(made["ReservationView.swift"], cli: "Hotel/Screens/ReservationView.swift")
    }

    func testModalCoordinatorIsTheCLIsPresentedCoordinator() throws {
        try sample.addCoordinator(CoordinatorOptions(name: "Payment", parent: "App", presentsModally: true), step: "cli")
        let made = try xcode.fileTemplate(
            try XcodeTemplates.bundle("Coordinator", style: .swiftui),
            answers: ["productName": "Payment", "caseName": "payment", "presentation": "Modal"])

        try sample.assertSameCode(made["PaymentCoordinator.swift"], cli: "Hotel/Coordinators/PaymentCoordinator.swift")
        try sample.assertSameCode(made["PaymentView.swift"], cli: "Hotel/Screens/PaymentView.swift")
    }

    func testScreenIsTheCLIsScreen() throws {
        try sample.addScreen(ScreenOptions(name: "Details", coordinator: "App"), step: "cli")
        let made = try xcode.fileTemplate(try XcodeTemplates.bundle("Screen", style: .swiftui), answers: ["productName": "Details"])

        XCTAssertEqual(made.keys.sorted(), ["DetailsView.swift"])
        try sample.assertSameCode(made["DetailsView.swift"], cli: "Hotel/Screens/DetailsView.swift")
    }

    func testCoordinatorAppIsTheCLIsProject() throws {
        let made = try xcode.projectTemplate(try XcodeTemplates.bundle("Coordinator App", style: .swiftui))
        try sample.assertSameApp(made)
        XCTAssertTrue(try XCTUnwrap(made.files["Hotel/App/HotelApp.swift"]).contains("struct HotelApp: App {"))
    }
}
