import SwiftSyntax
import XCTest

@testable import CoordgenKit

/// How the siblings' witnesses of an associated type become a new flow's: the binding (typealias or
/// inferred from a property's type), the naming rule (after the flow, or one shared type), which witness
/// coordgen can name (the first screen, a nested enum, a shared type), and the refusals where it cannot;
/// the protocol over a generic result base; the type text a witness replaces.
final class AssociatedTypeWitnessesTests: XCTestCase {
    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    private func detected(_ sources: [String: String]) throws -> ProtocolShapeDetector.Result {
        let index = index(sources)
        let declaration = try XCTUnwrap(index.type(named: "Coordinator", kinds: [.protocol]))
        return try ProtocolShapeDetector(index: index, declaration: declaration).detect(flowEnumChoice: nil)
    }

    private static func flow(_ name: String, _ body: String) -> String {
        "import UIKit\nfinal class \(name)Coordinator: Coordinator {\n    let navigationController: UINavigationController\n    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n\(body)\n    func start() {}\n}\n"
    }

    private static let viewControllerProtocol = """
        import UIKit
        protocol Coordinator: AnyObject {
            associatedtype ViewControllerType: UIViewController
            var navigationController: UINavigationController { get }
            var viewController: ViewControllerType? { get }
            func start()
        }

        """

    func testAViewControllerEachFlowNamesAfterItselfIsTheFirstScreenAndAnOutlierIsNoted() throws {
        let result = try detected([
            "Coordinator.swift": Self.viewControllerProtocol,
            "A.swift": Self.flow("Stones", "    var viewController: StonesViewController?"),
            "B.swift": Self.flow("Carts", "    var viewController: CartsViewController?"),
            "C.swift": Self.flow("Tabs", "    weak var viewController: TabsController?"),
            "S.swift": "import UIKit\nfinal class StonesViewController: UIViewController {}\nfinal class CartsViewController: UIViewController {}\n",
        ])
        XCTAssertEqual(
            result.shape.associatedTypes, [AssociatedTypeWitness(name: "ViewControllerType", witness: "{Name}ViewController", binding: .inferred)])
        XCTAssertFalse(result.shape.otherRequirements.contains { $0.hasPrefix("associatedtype") })
        XCTAssertTrue(result.findings.contains { $0.value.contains("2 of 3 coordinators bind it") }, "\(result.findings)")
    }

    func testATypealiasToAnEnumEachFlowNestsIsWrittenSoForANewFlow() throws {
        let result = try detected([
            "Coordinator.swift": "import UIKit\nprotocol Coordinator: AnyObject {\n    associatedtype Step: Hashable\n    var navigationController: UINavigationController { get }\n    func start()\n}\n",
            "A.swift": Self.flow("Stones", "    typealias Step = StonesStep\n    enum StonesStep: Hashable { case list }"),
            "B.swift": Self.flow("Carts", "    typealias Step = CartsStep\n    enum CartsStep: Hashable { case list }"),
        ])
        XCTAssertEqual(
            result.shape.associatedTypes,
            [AssociatedTypeWitness(name: "Step", witness: "{Name}Step", binding: .typealias, nestedEnum: ["Hashable"])])
    }

    func testWitnessesFollowingNoRuleOrOfTypesCoordgenDoesNotWriteStayRefused() throws {
        let noRule = try detected([
            "Coordinator.swift": Self.viewControllerProtocol,
            "A.swift": Self.flow("Stones", "    var viewController: ListViewController?"),
            "B.swift": Self.flow("Carts", "    var viewController: GridViewController?"),
        ])
        XCTAssertNil(noRule.shape.associatedTypes)
        XCTAssertTrue(noRule.shape.otherRequirements.contains("associatedtype ViewControllerType: UIViewController"))
        XCTAssertTrue(noRule.undecided.contains { $0.contains("follow no naming rule") && $0.contains("--like") }, "\(noRule.undecided)")
        let notWritten = try detected([
            "Coordinator.swift": "import UIKit\nprotocol Coordinator: AnyObject {\n    associatedtype Model\n    var model: Model { get }\n    var navigationController: UINavigationController { get }\n    func start()\n}\n",
            "A.swift": Self.flow("Stones", "    let model: StonesModel = StonesModel()"),
            "B.swift": Self.flow("Carts", "    let model: CartsModel = CartsModel()"),
        ])
        XCTAssertNil(notWritten.shape.associatedTypes)
        XCTAssertTrue(notWritten.undecided.contains { $0.contains("a type of its own that coordgen does not write") }, "\(notWritten.undecided)")
    }

    /// `var rootView: some View` names no type: Swift infers the opaque type, coordgen cannot write one.
    func testAnOpaqueViewIsNoWitness() throws {
        let result = try detected([
            "Coordinator.swift": "import UIKit\nprotocol Coordinator: AnyObject {\n    associatedtype Root\n    var rootView: Root { get }\n    var navigationController: UINavigationController { get }\n    func start()\n}\n",
            "A.swift": Self.flow("Stones", "    var rootView: some Equatable { 1 }"),
            "B.swift": Self.flow("Carts", "    var rootView: some Equatable { 2 }"),
        ])
        XCTAssertNil(result.shape.associatedTypes)
        XCTAssertTrue(result.shape.otherRequirements.contains("associatedtype Root"), "\(result.shape.otherRequirements)")
    }

    func testTheWitnessReplacesTheAssociatedTypeAsAWholeWord() {
        let witness = AssociatedTypeWitness(name: "Item", witness: "{Name}Item", binding: .inferred)
        XCTAssertEqual(witness.substituted(in: "[(Item, Any)]", flowName: "Zebra"), "[(ZebraItem, Any)]")
        XCTAssertEqual(witness.substituted(in: "ItemList<Item>?", flowName: "Zebra"), "ItemList<ZebraItem>?")
        XCTAssertEqual(WitnessReader.matched("Item", in: "[(Item,Any)]", against: "[(FeedItem,Any)]"), "FeedItem")
        XCTAssertNil(WitnessReader.matched("Item", in: "[Item]", against: "Set<FeedItem>"))
    }

    func testAProtocolTheGenericResultBaseConformsToIsTheBases() throws {
        let index = index([
            "P.swift": "import RxSwift\nprotocol CoordinatorType {\n    associatedtype CoordinationResult\n    func start() -> Observable<CoordinationResult>\n}\n",
            "B.swift": "import RxSwift\nclass BaseCoordinator<ResultType>: CoordinatorType {\n    typealias CoordinationResult = ResultType\n    func start() -> Observable<ResultType> { fatalError() }\n}\n",
            "Q.swift": "protocol OtherCoordinator {}\n",
        ])
        let base = try XCTUnwrap(index.type(named: "BaseCoordinator"))
        let over = ResultProtocolOverBase(index: index)
        XCTAssertTrue(over.protocolsAreTheBase([try XCTUnwrap(index.type(named: "CoordinatorType"))], base: base))
        XCTAssertFalse(over.protocolsAreTheBase([try XCTUnwrap(index.type(named: "OtherCoordinator"))], base: base))
        XCTAssertFalse(over.protocolsAreTheBase([], base: base))
        XCTAssertTrue(
            over.finding([try XCTUnwrap(index.type(named: "CoordinatorType"))], base: base).value.contains("CoordinatorType.CoordinationResult"))
    }
}
