import XCTest

@testable import CoordgenKit

/// How an app on RxFlow is read: which classes are its flows, the steps enum each `navigate(to:)`
/// switches over (cast from `Step` or taken by an overload), what each flow's `root` is, and how steps
/// are named.
final class RxFlowDetectorTests: XCTestCase {
    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    func testFlowsConformDirectlyOrThroughAProtocolOfTheAppAndSwitchOverTheirSteps() throws {
        let index = index([
            "Base.swift": "protocol BaseFlow: RxFlow.Flow {}\n",
            "App.swift": """
            enum AppStep: Step { case homeIsRequired, settingsAreRequired }
            final class AppFlow: Flow {
                var root: Presentable { window }
                private let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? AppStep else { return .none }
                    switch step {
                    case .homeIsRequired: return .none
                    case .settingsAreRequired: return .none
                    }
                }
            }

            """,
            "Home.swift": """
            enum HomeStep: Step { case mainIsRequired }
            final class HomeFlow: BaseFlow {
                var root: Presentable { return self.rootViewController }
                private lazy var rootViewController = UINavigationController()
                func navigate(to step: any Step) -> FlowContributors {
                    if let step = step as? HomeStep { return navigate(to: step) }
                    return .none
                }
            }
            private extension HomeFlow {
                func navigate(to step: HomeStep) -> FlowContributors {
                    switch step {
                    case .mainIsRequired: return .none
                    }
                }
            }

            """,
            "Other.swift": "final class SettingsViewController: UIViewController {}\n",
        ])
        let flows = RxFlowDetector.flows(in: index)
        XCTAssertEqual(flows.map(\.name).sorted(), ["AppFlow", "HomeFlow"])
        let app = try XCTUnwrap(index.type(named: "AppFlow"))
        let home = try XCTUnwrap(index.type(named: "HomeFlow"))
        XCTAssertEqual(RxFlowDetector.stepsEnum(of: app, in: index), "AppStep")
        // The overload that switches, in an extension, with the type that tells it apart.
        let homeSwitch = try XCTUnwrap(RxFlowDetector.navigateSwitches(of: home, in: index).first)
        XCTAssertEqual(homeSwitch.steps, "HomeStep")
        XCTAssertEqual(homeSwitch.parameterType, "HomeStep")
        XCTAssertEqual(homeSwitch.declaration.kind, .extension)
        XCTAssertFalse(homeSwitch.hasDefault)
        // Roots: a window (annotated) and a navigation controller (constructed).
        XCTAssertEqual(RxFlowDetector.rootProperty(of: app, in: index)?.name, "window")
        XCTAssertEqual(RxFlowDetector.rootProperty(of: app, in: index)?.type, "UIWindow")
        XCTAssertEqual(RxFlowDetector.rootProperty(of: home, in: index)?.name, "rootViewController")
        XCTAssertEqual(RxFlowDetector.rootProperty(of: home, in: index)?.type, "UINavigationController")

        // Each flow has its own steps enum named after it, and steps are …IsRequired.
        let (_, result) = try XCTUnwrap(RxFlowDetector(index: index).detect())
        XCTAssertEqual(result.shape.name, "Flow")
        XCTAssertEqual(result.shape.rxflow, RxFlowShape(steps: "{Name}Step", stepCase: "{name}IsRequired"))
        XCTAssertTrue(result.findings.contains { $0.value.contains("a steps enum per flow named {Name}Step (2 of 2") }, "\(result.findings)")
    }

    func testFlowsSubclassingAFlowClassOfTheAppAreFlowsAndTheBaseIsNot() {
        let index = index([
            "Base.swift": "class BaseFlow: Flow {\n    var root: Presentable { UIViewController() }\n    func navigate(to step: Step) -> FlowContributors { .none }\n}\n",
            "Home.swift": "final class HomeFlow: BaseFlow {}\nfinal class ProfileFlow: BaseFlow {}\n",
            "Other.swift": "final class SettingsViewController: UIViewController {}\n",
        ])
        XCTAssertEqual(RxFlowDetector.flows(in: index).map(\.name).sorted(), ["HomeFlow", "ProfileFlow"])
    }

    func testStepsWithoutIsAreNamedSoAndStepsWithoutRequiredAfterTheFlowAlone() throws {
        func shape(_ cases: String) throws -> RxFlowShape? {
            let index = index([
                "App.swift": """
                enum AppStep: Step { \(cases) }
                final class AppFlow: Flow {
                    var root: Presentable { rootViewController }
                    private let rootViewController = UINavigationController()
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? AppStep else { return .none }
                        switch step {
                        default: return .none
                        }
                    }
                }

                """
            ])
            return try XCTUnwrap(RxFlowDetector(index: index).detect()).result.shape.rxflow
        }
        XCTAssertEqual(try shape("case tabBarRequired, profileRequired"), RxFlowShape(steps: "AppStep", stepCase: "{name}Required"))
        XCTAssertEqual(try shape("case dashboard, search"), RxFlowShape(steps: "AppStep", stepCase: "{name}"))
    }
}
