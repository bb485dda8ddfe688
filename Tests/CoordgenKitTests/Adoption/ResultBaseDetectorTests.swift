import XCTest

@testable import CoordgenKit

/// How coordinators on a generic base over their result are read: the base declared in the app or in a
/// library whose API the subclasses show, the result the siblings share, the stream, the bag, the
/// imports, on RxSwift or Combine; and what is not this family (a publisher that can fail, a generic base
/// without `coordinate(to:)`).
final class ResultBaseDetectorTests: XCTestCase {
    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    private static let base = """
        import RxSwift
        class Coordinator<ResultType> {
            let bag = DisposeBag()
            func coordinate<T>(to coordinator: Coordinator<T>) -> Observable<T> { coordinator.start() }
            func start() -> Observable<ResultType> { fatalError() }
        }

        """

    func testABaseDeclaredInTheAppIsRecordedWithTheSiblingsResultStreamBagAndImports() throws {
        let index = index([
            "Coordinator.swift": Self.base,
            "Home.swift": """
            import RxSwift
            import UIKit
            final class HomeCoordinator: Coordinator<Void> {
                override func start() -> Observable<Void> {
                    coordinate(to: CartCoordinator()).subscribe().disposed(by: bag)
                    return .never()
                }
            }

            """,
            "Cart.swift": "import RxSwift\nfinal class CartCoordinator: Coordinator<Void> {}\n",
        ])
        let (declaration, result) = try XCTUnwrap(ResultBaseDetector(index: index).detect())
        XCTAssertEqual(declaration.name, "Coordinator")
        XCTAssertEqual(result.shape.name, "Coordinator")
        XCTAssertEqual(
            result.shape.resultBase, ResultBaseShape(baseClass: "Coordinator", result: "Void", stream: .observable, bag: "bag", imports: ["RxSwift"]))
        XCTAssertTrue(result.undecided.isEmpty, "\(result.undecided)")
    }

    func testALibrarysBaseIsReadFromItsSubclassesAndWithoutAStreamTheFlowsCallBack() throws {
        let index = index([
            "Login.swift": """
            import Kit
            final class LoginCoordinator: FlowCoordinator<LoginResult> {
                override func start() { coordinate(to: HelpCoordinator()) }
            }

            """,
            "Help.swift": "import Kit\nfinal class HelpCoordinator: FlowCoordinator<Void> {\n    override func start() {}\n}\n",
        ])
        let (declaration, result) = try XCTUnwrap(ResultBaseDetector(index: index).detect())
        XCTAssertEqual(declaration.name, "HelpCoordinator")
        XCTAssertEqual(result.shape.resultBase, ResultBaseShape(baseClass: "FlowCoordinator", result: "Void", stream: nil, bag: nil, imports: ["Kit"]))
        XCTAssertEqual(result.undecided.count, 1, "\(result.undecided)")
        XCTAssertEqual(ResultBaseDetector.subclasses(of: "FlowCoordinator", in: index).map(\.name), ["HelpCoordinator", "LoginCoordinator"])
    }

    func testACombineBaseIsReadWithItsCancellablesAndAFailingPublisherIsNotThisFamily() throws {
        let base = """
            import Combine
            class BaseCoordinator<ResultType> {
                var cancellables = Set<AnyCancellable>()
                func coordinate<T>(to coordinator: BaseCoordinator<T>) -> AnyPublisher<T, Never> { coordinator.start() }
                func start() -> AnyPublisher<ResultType, Never> { fatalError() }
            }

            """
        let flows = [
            "A.swift": "import Combine\nfinal class ACoordinator: BaseCoordinator<Void> {}\n",
            "B.swift": "import Combine\nfinal class BCoordinator: BaseCoordinator<Void> {}\n",
        ]
        let combine = index(flows.merging(["Base.swift": base]) { $1 })
        let (_, result) = try XCTUnwrap(ResultBaseDetector(index: combine).detect())
        XCTAssertEqual(
            result.shape.resultBase,
            ResultBaseShape(baseClass: "BaseCoordinator", result: "Void", stream: .publisher, bag: "cancellables", imports: ["Combine"]))
        XCTAssertEqual(result.shape.resultBase?.startReturn, "AnyPublisher<Void, Never>")
        let failing = base.replacingOccurrences(of: "Never>", with: "Error>")
        XCTAssertNil(ResultBaseDetector(index: index(flows.merging(["Base.swift": failing]) { $1 })).detect())
    }

    func testAGenericBaseWithoutCoordinateIsNotThisFamily() {
        let routes = index([
            "Base.swift": "class BaseCoordinator<Route> {\n    func start() {}\n    func show(_ route: Route) {}\n}\n",
            "A.swift": "final class ACoordinator: BaseCoordinator<ARoute> {}\n",
            "B.swift": "final class BCoordinator: BaseCoordinator<BRoute> {}\n",
        ])
        XCTAssertNil(ResultBaseDetector(index: routes).detect())
    }
}

/// What each stream writes and reads.
final class ResultStreamTests: XCTestCase {
    func testReadingReturnTypes() {
        XCTAssertEqual(ResultStream(returnType: "Observable<Void>"), .observable)
        XCTAssertEqual(ResultStream(returnType: "AnyPublisher<Result, Never>"), .publisher)
        XCTAssertNil(ResultStream(returnType: "AnyPublisher<Result, Error>"))
        XCTAssertNil(ResultStream(returnType: "Single<Void>"))
        XCTAssertNil(ResultStream(returnType: "Observable"))
    }

    func testWhatEachStreamWrites() {
        XCTAssertEqual(ResultStream.observable.subscription(keptIn: "bag"), [".subscribe()", ".disposed(by: bag)"])
        XCTAssertEqual(ResultStream.publisher.subscription(keptIn: "bag"), [".sink { _ in }", ".store(in: &bag)"])
        XCTAssertEqual(ResultStream.publisher.bagDeclaration("bag"), "private var bag = Set<AnyCancellable>()")
        XCTAssertEqual(ResultStream.observable.neverEnding, "Observable.never()")
        XCTAssertEqual(ResultStream.publisher.type(of: "Int"), "AnyPublisher<Int, Never>")
        XCTAssertEqual(ResultStream.publisher.module, "Combine")
    }
}
