import XCTest

@testable import CoordgenKit

/// Coordinator classes with no protocol whose only observability is a base of another name
/// (`class ViewModel: Observing`, `typealias Observing = ObservableObject & Identifiable`): refused in one
/// line naming the classes, the base and `--protocol`; nothing for bases that are not observable, or
/// named like a coordinator (``CoordinatorBaseClassDetector`` reads those).
final class CoordinatorsOnObservableBaseTests: XCTestCase {
    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    private let coordinators = [
        "App/HomeCoordinator.swift": "final class HomeCoordinator: ViewModel { let child: DetailCoordinator\n init(child: DetailCoordinator) { self.child = child } }",
        "App/DetailCoordinator.swift": "final class DetailCoordinator: ViewModel { @Published var shown: ViewModel? }",
    ]

    func testABaseObservableThroughATypealiasIsNamed() throws {
        var sources = coordinators
        sources["App/ViewModel.swift"] =
            "import SwiftUI\ntypealias Observing = ObservableObject & Identifiable\nclass ViewModel: Observing { let id = 1 }"
        let refusal = try XCTUnwrap(CoordinatorsOnObservableBase(index: index(sources))?.refusal)
        XCTAssertTrue(refusal.contains("(DetailCoordinator, HomeCoordinator) subclass ViewModel, an ObservableObject base"), refusal)
        XCTAssertTrue(refusal.contains("--protocol NAME"), refusal)
        XCTAssertFalse(refusal.contains("\n"))
    }

    func testABaseObservableDirectlyIsNamed() {
        var sources = coordinators
        sources["App/ViewModel.swift"] = "import Combine\nclass ViewModel: ObservableObject {}"
        XCTAssertNotNil(CoordinatorsOnObservableBase(index: index(sources)))
    }

    func testABaseThatIsNotObservableIsNotNamed() {
        var sources = coordinators
        sources["App/ViewModel.swift"] = "class ViewModel {}"
        XCTAssertNil(CoordinatorsOnObservableBase(index: index(sources)))
    }
}
