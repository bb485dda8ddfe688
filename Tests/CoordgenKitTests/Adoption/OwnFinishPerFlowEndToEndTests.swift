import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose flows each tell their parent they finished in a way of their own, which a new flow must
/// have too rather than wire into another flow's: a protocol named after the flow that the parent adopts
/// (`BoardingParentProtocol.boardingFinished(_:)`, `DocksParentProtocol.finished(_:)`), or a publisher
/// each coordinator makes itself (`var didFinishPublisher: AnyPublisher<Void, Never>`).
final class OwnFinishPerFlowEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func read(_ path: String, in app: URL) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testANewFlowDeclaresItsOwnParentProtocolAndItsParentLetsItGo() throws {
        let (app, shape, output) = try ExistingApps.adopted("ParentProtocolPerFlow", into: &workspaces)
        XCTAssertEqual(shape.protocol.finish.delegatePerFlow, true)
        XCTAssertEqual(shape.protocol.finish.protocol, "{Name}ParentProtocol")
        XCTAssertEqual(shape.protocol.finish.flowMethod, "{name}Finished(_:)")
        XCTAssertTrue(output.contains("delegate per flow: each coordinator declares a delegate protocol of its own"), output)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let flow = try read("Harbor/Modules/Zebra/ZebraCoordinator.swift", in: app)
        XCTAssertTrue(flow.contains("protocol ZebraParentProtocol"), flow)
        XCTAssertTrue(flow.contains("func zebraFinished(_ coordinator: ZebraCoordinator)"), flow)
        XCTAssertFalse(flow.contains("boardingFinished"), flow)
        let parent = try read("Harbor/App/AppCoordinator.swift", in: app)
        XCTAssertTrue(parent.contains("extension AppCoordinator: ZebraParentProtocol"), parent)
        let conformance = String(parent[try XCTUnwrap(parent.range(of: "extension AppCoordinator: ZebraParentProtocol")).lowerBound...])
        XCTAssertTrue(conformance.contains("childCoordinators.removeAll { $0 === coordinator }"), conformance)
        // The parent lets the child go; it does not start itself again as it does for its boarding flow.
        XCTAssertFalse(conformance.contains("start()"), conformance)
        try ExistingApps.assertTypeChecks(app, shape)
    }

    func testANewFlowPublishesItsOwnFinishNotItsParents() throws {
        let (app, shape, output) = try ExistingApps.adopted("FinishPublisherRequired", into: &workspaces)
        let property = try XCTUnwrap(shape.protocol.properties?.first { $0.name == "didFinishPublisher" })
        XCTAssertEqual(property.initialValue, "PassthroughSubject<Void, Never>().eraseToAnyPublisher()")
        XCTAssertTrue(output.contains("never its parent's: a new coordinator publishes its own"), output)
        XCTAssertTrue(output.contains("shape.properties in .coordgen.yml"), output)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let parent = try read("Ferry/Coordinators/AppCoordinator.swift", in: app)
        XCTAssertFalse(parent.contains("didFinishPublisher: didFinishPublisher"), parent)
        let flow = try read("Ferry/Coordinators/ZebraCoordinator.swift", in: app)
        XCTAssertTrue(flow.contains("PassthroughSubject<Void, Never>().eraseToAnyPublisher()"), flow)
        try ExistingApps.assertTypeChecks(app, shape)
    }
}
