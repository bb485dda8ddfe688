import Foundation
import XCTest

@testable import CoordgenKit

/// Whether the code a plan leaves in the app starts its new flow, read from the planned texts: a copy
/// made only to be stored in a new property that nothing reads (a SwiftUI item no view binds) starts
/// nothing; one the code also starts, reads or binds does.
final class PlannedCodeReachabilityTests: XCTestCase {
    private let root = URL(fileURLWithPath: "/app")

    private let zebra = """
        import SwiftUI

        final class ZebraCoordinator: ObservableObject {
            var onDismissed: (() -> Void)?
            func start() {}
        }
        """

    private let home = """
        import SwiftUI

        final class HomeCoordinator: ObservableObject {
            @Published var dockCoordinator: DockCoordinator?

            func goToDock() {
                dockCoordinator = DockCoordinator()
            }
        }

        struct HomeCoordinatorView: View {
            @ObservedObject var coordinator: HomeCoordinator

            var body: some View {
                Text("Home")
                    .sheet(item: $coordinator.dockCoordinator) { DockCoordinatorView($0) }
            }
        }
        """

    /// `home` with a `zebraCoordinator` item, set by `goToZebra()` with `body`, and the view's `binding` line.
    private func plan(goToZebra body: String, binding: String = "") -> Plan {
        var edited = home.replacingOccurrences(
            of: "    @Published var dockCoordinator: DockCoordinator?\n",
            with: "    @Published var dockCoordinator: DockCoordinator?\n    @Published var zebraCoordinator: ZebraCoordinator?\n")
        edited = edited.replacingOccurrences(
            of: "    }\n}\n\nstruct", with: "    }\n\n    func goToZebra() {\n\(body)\n    }\n}\n\nstruct")
        edited = edited.replacingOccurrences(of: "DockCoordinatorView($0) }\n", with: "DockCoordinatorView($0) }\n\(binding)")
        XCTAssertTrue(edited.contains("func goToZebra()") && edited.contains("zebraCoordinator: ZebraCoordinator?"), edited)
        var plan = Plan(root: root)
        plan.add(
            PlannedChange(
                url: root.appendingPathComponent("Zebra.swift"), displayPath: "Zebra.swift", action: .create, oldContents: nil,
                newContents: Data(zebra.utf8), summary: "created"))
        plan.add(
            PlannedChange(
                url: root.appendingPathComponent("Home.swift"), displayPath: "Home.swift", action: .modify, oldContents: Data(home.utf8),
                newContents: Data(edited.utf8), summary: "wired"))
        return plan
    }

    func testACopyStoredInAnItemNoViewBindsStartsNothing() {
        let configured = """
                    zebraCoordinator = ZebraCoordinator()
                    zebraCoordinator!.onDismissed = { [weak self] in
                        self?.zebraCoordinator = nil
                    }
            """
        for body in ["        self.zebraCoordinator = ZebraCoordinator()", configured] {
            let reachability = PlannedCodeReachability(plan: plan(goToZebra: body))
            XCTAssertFalse(reachability.makesNewType, body)
            XCTAssertEqual(reachability.storesNothingReads.map(\.property), ["zebraCoordinator"], body)
            XCTAssertEqual(reachability.storesNothingReads.map(\.maker.label), ["HomeCoordinator.goToZebra()"], body)
        }
    }

    func testACopyAViewBindsStartedOrHandedOnIsStarted() {
        let bound = plan(
            goToZebra: "        zebraCoordinator = ZebraCoordinator()",
            binding: "            .sheet(item: $coordinator.zebraCoordinator) { _ in Text(\"Zebra\") }\n")
        let started = plan(goToZebra: "        zebraCoordinator = ZebraCoordinator()\n        zebraCoordinator?.start()")
        let handedOn = plan(goToZebra: "        let child = ZebraCoordinator()\n        child.start()\n        zebraCoordinator = child")
        for plan in [bound, started, handedOn] {
            let reachability = PlannedCodeReachability(plan: plan)
            XCTAssertTrue(reachability.makesNewType)
            XCTAssertTrue(reachability.storesNothingReads.isEmpty)
        }
    }
}
