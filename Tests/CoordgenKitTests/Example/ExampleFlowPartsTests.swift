import XCTest
import SwiftParser
import SwiftSyntax

@testable import CoordgenKit

/// What `new coordinator Zebra --like Plants` takes as the example's own and what it wires, read from
/// small sources written here.
final class ExampleFlowPartsTests: XCTestCase {
    let swap = ExampleNameSwap(old: try! FlowName(parsing: "Plants"), new: try! FlowName(parsing: "Zebra"))

    let files = [
        SourceFile(
            path: "Garden/Features/Plants/Coordinator/PlantsCoordinator.swift",
            text: """
                import UIKit
                protocol PlantsCoordinatorOutput: AnyObject { func plantsDidPick(_ plant: String) }
                final class PlantsCoordinator {
                    weak var output: PlantsCoordinatorOutput?
                    let factory = PlantsModuleFactory()
                    func start() { _ = factory.makePlantsList() }
                    func showDetail() { _ = PlantsDetailViewController(viewModel: PlantsDetailViewModel()) }
                }
                """),
        SourceFile(
            path: "Garden/Features/Plants/PlantsModuleFactory.swift",
            text: """
                struct PlantsModuleFactory {
                    func makePlantsList() -> PlantsViewController { PlantsViewController(viewModel: PlantsViewModel()) }
                }
                """),
        SourceFile(path: "Garden/Features/Plants/PlantsViewModel.swift", text: "final class PlantsViewModel {}\n"),
        SourceFile(path: "Garden/Features/Plants/PlantsRepository.swift", text: "final class PlantsRepository {}\n"),
        SourceFile(
            path: "Garden/Features/Plants/Screens/Screens.swift",
            text: """
                final class PlantsViewController: UIViewController { init(viewModel: PlantsViewModel) {} }
                final class PlantsDetailViewController: UIViewController { init(viewModel: PlantsDetailViewModel) {} }
                final class PlantsDetailViewModel {}
                """),
        SourceFile(path: "Garden/Other/PlantsCatalog.swift", text: "struct PlantsCatalog {}\n"),
        SourceFile(
            path: "Garden/Features/Home/HomeCoordinator.swift",
            text: """
                protocol HomeRouting {
                    func openPlants()
                }
                enum Flow {
                    case home, plants
                }
                final class HomeCoordinator {
                    var plantsCoordinator: PlantsCoordinator?
                    let plantsCount: Int
                    var plantsTitle: String { "Plants" }
                    func openPlants() { plantsCoordinator = PlantsCoordinator() }
                    func title(_ flow: Flow) -> String {
                        switch flow {
                        case .home: return "Home"
                        case .plants: return "Plants"
                        }
                    }
                }
                extension HomeCoordinator: PlantsCoordinatorOutput {
                    func plantsDidPick(_ plant: String) {}
                }
                """),
    ]

    func parts() throws -> ExampleFlowParts {
        let index = DeclarationIndex(files: files)
        let coordinator = try XCTUnwrap(index.type(named: "PlantsCoordinator"))
        return ExampleFlowParts(coordinator: coordinator, protocolName: nil, swap: swap, index: index)
    }

    func testTheFlowsOwnTypesAreThoseItReachesInItsFolderWithItsFirstScreenOnly() throws {
        let parts = try parts()
        XCTAssertEqual(parts.folder, "Garden/Features/Plants", "above the Coordinator folder")
        XCTAssertEqual(
            parts.types,
            [
                "PlantsCoordinator": "ZebraCoordinator", "PlantsCoordinatorOutput": "ZebraCoordinatorOutput",
                "PlantsModuleFactory": "ZebraModuleFactory", "PlantsViewController": "ZebraViewController",
                "PlantsViewModel": "ZebraViewModel",
            ], "not the repository nobody reaches, not a type outside the folder, not the second screen nor its view model")
        XCTAssertEqual(parts.firstScreen, "PlantsViewController", "through the module factory start() calls")
        XCTAssertEqual(parts.otherScreens, ["PlantsDetailViewController"])
    }

    func testTypesNamedAfterALongerFlowStayThatFlowsAndTheCopyStartsTheSameChild() throws {
        let harvest = [
            SourceFile(
                path: "Farm/Harvest/Coordinators/HarvestCoordinator.swift",
                text: """
                    final class HarvestCoordinator {
                        func start() { _ = HarvestViewController(viewModel: HarvestViewModel()) }
                        func showCrates() { HarvestOfCratesCoordinator().start() }
                    }
                    """),
            SourceFile(
                path: "Farm/Harvest/Coordinators/HarvestOfCratesCoordinator.swift",
                text: "final class HarvestOfCratesCoordinator { func start() { _ = HarvestOfCratesViewController(viewModel: HarvestOfCratesViewModel()) } }\n"),
            SourceFile(
                path: "Farm/Harvest/Screens.swift",
                text: """
                    final class HarvestViewController: UIViewController { init(viewModel: HarvestViewModel) {} }
                    final class HarvestOfCratesViewController: UIViewController { init(viewModel: HarvestOfCratesViewModel) {} }
                    final class HarvestViewModel {}
                    final class HarvestOfCratesViewModel {}
                    final class HarvestsList {}
                    """),
        ]
        let index = DeclarationIndex(files: harvest)
        let coordinator = try XCTUnwrap(index.type(named: "HarvestCoordinator"))
        let swap = ExampleNameSwap(old: try FlowName(parsing: "Harvest"), new: try FlowName(parsing: "Zebra"))
        let parts = ExampleFlowParts(coordinator: coordinator, protocolName: nil, swap: swap, index: index)
        XCTAssertEqual(
            parts.types,
            ["HarvestCoordinator": "ZebraCoordinator", "HarvestViewController": "ZebraViewController", "HarvestViewModel": "ZebraViewModel"],
            "the child flow HarvestOfCrates and its screen and view model are its own, though their names contain Harvest")
        XCTAssertEqual(
            parts.otherFlowsTypes,
            ["HarvestOfCrates": ["HarvestOfCratesCoordinator", "HarvestOfCratesViewController", "HarvestOfCratesViewModel"]])
        XCTAssertEqual(parts.otherScreens, [], "the longer flow's screen is not one of the example's screens left out")
    }

    func testALongerFlowIsACoordinatorNamedAsTheExamplesWithALongerMiddle() {
        let swap = ExampleNameSwap(old: try! FlowName(parsing: "Profile"), new: try! FlowName(parsing: "Zebra"))
        let names = ExampleLongerFlowNames(
            coordinator: "DefaultProfileCoordinator", swap: swap,
            typeNames: ["DefaultProfileCoordinator", "DefaultUserProfileCoordinator", "DefaultProfilesCoordinator", "ProfileEditCoordinator",
                        "DefaultProfileEditCoordinator", "DefaultHomeCoordinator"])
        XCTAssertEqual(names.names, ["UserProfile", "ProfileEdit"], "longest first; not ProfileEditCoordinator (no Default), not Profiles")
        XCTAssertTrue(names.belongsElsewhere("UserProfileViewModel"))
        XCTAssertEqual(names.flow(of: "ProfileEditView"), "ProfileEdit")
        XCTAssertFalse(names.belongsElsewhere("ProfileEditingView"), "ProfileEdit is not a word of ProfileEditing")
        XCTAssertFalse(names.belongsElsewhere("ProfileViewModel"))
    }

    func testTheWiringIsFoundOutsideTheOwnTypesAndCopiedRenamedAfterTheOriginals() throws {
        let parts = try parts()
        let wiring = ExampleWiring(
            files: files, ownTypes: Set(parts.types.keys), swap: swap, flowStems: ExampleWiring.flowStems(in: DeclarationIndex(files: files)))
        XCTAssertEqual(wiring.cases, ["plants": "zebra"], "an enum of the app's flows: its case goes with the flow")
        XCTAssertEqual(
            ExampleWiring(files: files, ownTypes: Set(parts.types.keys), swap: swap).cases, [:],
            "without coordinators named as its cases, nothing the copy keeps names the case: not the flow's wiring")
        XCTAssertEqual(wiring.enums, ["Flow"])
        XCTAssertEqual(
            wiring.memberNames, ["plantsCoordinator": "zebraCoordinator", "openPlants": "openZebra"],
            "not a stored property nobody initialises, not a member that does not use the flow's types")
        var names = parts.types.merging(wiring.memberNames) { $1 }
        names["plantsDidPick"] = "zebraDidPick"
        let renamer = IdentifierRenamer(names: names, cases: wiring.cases, enums: wiring.enums, fileNames: [:])
        let edits = try wiring.edits(renamer: renamer).edits
        XCTAssertEqual(edits.map(\.path), ["Garden/Features/Home/HomeCoordinator.swift"])
        XCTAssertEqual(
            edits.first?.text,
            """
            protocol HomeRouting {
                func openPlants()

                func openZebra()
            }
            enum Flow {
                case home, plants
                case zebra
            }
            final class HomeCoordinator {
                var plantsCoordinator: PlantsCoordinator?

                var zebraCoordinator: ZebraCoordinator?
                let plantsCount: Int
                var plantsTitle: String { "Plants" }
                func openPlants() { plantsCoordinator = PlantsCoordinator() }

                func openZebra() { zebraCoordinator = ZebraCoordinator() }
                func title(_ flow: Flow) -> String {
                    switch flow {
                    case .home: return "Home"
                    case .plants: return "Plants"
                    case .zebra: return "Plants"
                    }
                }
            }
            extension HomeCoordinator: PlantsCoordinatorOutput {
                func plantsDidPick(_ plant: String) {}
            }

            extension HomeCoordinator: ZebraCoordinatorOutput {
                func zebraDidPick(_ plant: String) {}
            }
            """)
    }

    /// An enum case is reached through its type or through nothing; a member reached through a value
    /// (`builder.plants()`, `self.plants`) names no case, however it is spelled.
    func testOnlyAccessesThroughATypeOrNothingCanNameACase() {
        let tree = Parser.parse(
            source: """
                func f() {
                    route = .plants
                    _ = Flow.garden
                    _ = App.Flow.seeds(1)
                    _ = Self.water
                    _ = builder.makers()
                    _ = self.beds
                    _ = services.api.request(.soil)
                }
                """)
        XCTAssertEqual(
            ExampleWiringSites.memberAccessNames(in: Syntax(tree)), ["plants", "garden", "Flow", "seeds", "water", "soil"])
    }

    func testTheCopiedFileKeepsItsHeaderImportsAndOwnDeclarationsOnly() throws {
        let parts = try parts()
        let copies = ExampleFileCopies(
            files: [files[0], files[4]], ownTypes: Set(parts.types.keys), swap: swap, folder: parts.folder)
        XCTAssertEqual(
            copies.copies.map(\.path),
            ["Garden/Features/Zebra/Coordinator/ZebraCoordinator.swift", "Garden/Features/Zebra/Screens/Screens.swift"])
        XCTAssertEqual(
            copies.copies[1].text, "final class PlantsViewController: UIViewController { init(viewModel: PlantsViewModel) {} }\n",
            "the second screen stays the example's")
    }

    /// A folder named after the new flow that no module would compile (a package target's own folder)
    /// is not made: the copy stays in the example's folder, with only its file name swapped, and says so.
    func testACopyStaysInTheExamplesFolderWhereASwappedOneWouldLeaveItsModule() throws {
        let parts = try parts()
        let copies = ExampleFileCopies(
            files: [files[0]], ownTypes: Set(parts.types.keys), swap: swap, folder: parts.folder, sameModule: { _, _ in false })
        XCTAssertEqual(copies.copies.map(\.path), ["Garden/Features/Plants/Coordinator/ZebraCoordinator.swift"])
        XCTAssertEqual(copies.keptFolders, ["Garden/Features/Plants/Coordinator"])
    }

    func testACopyConformsToTheExamplesProtocolToo() throws {
        let index = DeclarationIndex(files: files)
        let parts = try parts()
        let kept = ExampleOriginalConformances(types: parts.types, index: index, renamedMembers: [])
        XCTAssertEqual(kept.originals, ["ZebraCoordinatorOutput": "PlantsCoordinatorOutput"])
        XCTAssertEqual(
            kept.adding(to: "protocol ZebraCoordinatorOutput: AnyObject {}\nfinal class Zebra: NSObject, ZebraCoordinatorOutput {}\n"),
            "protocol ZebraCoordinatorOutput: AnyObject {}\nfinal class Zebra: NSObject, ZebraCoordinatorOutput, PlantsCoordinatorOutput {}\n",
            "a class, not the renamed protocol itself")
        let renamed = ExampleOriginalConformances(types: parts.types, index: index, renamedMembers: ["plantsDidPick"])
        XCTAssertEqual(renamed.originals, [:], "a requirement was renamed: the copy's members no longer satisfy the original")
    }
    /// The copy has one empty first screen: the coordinator's method that shows the second screen is not
    /// copied, the first screen and its view model keep only their initialisers and stored properties.
    func testTheCopyShowsOneEmptyFirstScreenAndLeavesOutWhatShowsOthers() throws {
        let index = DeclarationIndex(files: files)
        let coordinator = try XCTUnwrap(index.type(named: "PlantsCoordinator"))
        let parts = try parts()
        let reduction = ExampleScreenReduction(parts: parts, coordinator: coordinator, protocolName: nil, index: index, leftOutMembers: [])
        XCTAssertEqual(reduction.leftOut, ["PlantsCoordinator": ["showDetail()"]])
        XCTAssertEqual(reduction.emptied, ["PlantsViewController", "PlantsViewModel"])
        XCTAssertEqual(reduction.screensLeftOut, ["PlantsDetailViewController"])
        let copies = ExampleFileCopies(
            files: [files[0], files[4]], ownTypes: Set(parts.types.keys), swap: swap, folder: parts.folder, reduction: reduction)
        XCTAssertFalse(copies.copies[0].text.contains("showDetail"), copies.copies[0].text)
        XCTAssertTrue(copies.copies[0].text.contains("func start() { _ = factory.makePlantsList() }"), copies.copies[0].text)
    }

    /// A flow whose `start()` makes its first screen through its maker in a module factory every flow
    /// shares (`factory.makePlants()`, declared by a protocol named after the flow and implemented by the
    /// shared factory, both outside the flow's folder, as is the screen): that screen is the flow's first,
    /// copied empty, and the maker is wiring the copy gets its own of, so the copy's `start()` shows it.
    func testAFirstScreenMadeByTheFlowsMakerInASharedFactoryIsTheCopysOwn() throws {
        let sources = [
            SourceFile(
                path: "Garden/Flows/Plants/PlantsCoordinator.swift",
                text: """
                    final class PlantsCoordinator {
                        let factory: PlantsModuleFactory
                        init(factory: PlantsModuleFactory) { self.factory = factory }
                        func start() { showPlants() }
                        func showPlants() {
                            let screen = factory.makePlants()
                            print(screen)
                        }
                    }
                    """),
            SourceFile(
                path: "Garden/Factories/PlantsModuleFactory.swift",
                text: "protocol PlantsModuleFactory { func makePlants() -> PlantsTableVC }\n"),
            SourceFile(
                path: "Garden/Factories/ModuleFactoryImp.swift",
                text: """
                    final class ModuleFactoryImp: PlantsModuleFactory, HomeModuleFactory {
                        func makePlants() -> PlantsTableVC { PlantsTableVC() }
                        func makeHome() -> HomeViewController { HomeViewController() }
                    }
                    protocol HomeModuleFactory { func makeHome() -> HomeViewController }
                    """),
            SourceFile(path: "Garden/Scenes/PlantsTableVC.swift", text: "final class PlantsTableVC: UITableViewController {}\n"),
            SourceFile(path: "Garden/Scenes/HomeViewController.swift", text: "final class HomeViewController: UIViewController {}\n"),
        ]
        let index = DeclarationIndex(files: sources)
        let coordinator = try XCTUnwrap(index.type(named: "PlantsCoordinator"))
        let parts = ExampleFlowParts(coordinator: coordinator, protocolName: nil, swap: swap, index: index)
        XCTAssertEqual(parts.firstScreen, "PlantsTableVC", "through showPlants() and the flow's maker makePlants()")
        XCTAssertEqual(parts.types["PlantsTableVC"], "ZebraTableVC")
        XCTAssertNil(parts.sharedFirstScreen)
        // As `new coordinator --like` decides: the example's screens the copy leaves out.
        let leftOut = Set(
            index.types.filter { ExampleFlowParts.isScreen($0) && swap.contains($0.name) && parts.types[$0.name] == nil }.map(\.name))
        XCTAssertEqual(leftOut, [])
        let wiring = ExampleWiring(
            files: sources, ownTypes: Set(parts.types.keys), swap: swap, leftOut: leftOut, flowStems: ExampleWiring.flowStems(in: index))
        XCTAssertEqual(wiring.leftOutMembers, [], "the maker makes the copy's own first screen")
        XCTAssertEqual(wiring.memberNames["makePlants"], "makeZebra")
        let reduction = ExampleScreenReduction(
            parts: parts, coordinator: coordinator, protocolName: nil, index: index, leftOutMembers: wiring.leftOutMembers)
        let copies = ExampleFileCopies(
            files: [sources[0]], ownTypes: Set(parts.types.keys), swap: swap, folder: parts.folder, reduction: reduction)
        let text = try XCTUnwrap(copies.copies.first?.text)
        XCTAssertTrue(text.contains("let screen = factory.makePlants()"), text)
    }

    /// A left-out statement binding a tuple (`let (detail, count) = …` making another screen) takes with
    /// it every later statement using either name: kept, they would name locals the copy no longer declares.
    func testATupleALeftOutStatementBindsGoesWithItsUses() throws {
        var sources = files
        sources[0] = SourceFile(
            path: "Garden/Features/Plants/Coordinator/PlantsCoordinator.swift",
            text: """
                import UIKit
                final class PlantsCoordinator {
                    let factory = PlantsModuleFactory()
                    func start() {
                        _ = PlantsViewController(viewModel: PlantsViewModel())
                        let (detail, count) = (PlantsDetailViewController(viewModel: PlantsDetailViewModel()), 1)
                        print(count)
                        present(detail)
                    }
                }
                """)
        let index = DeclarationIndex(files: sources)
        let coordinator = try XCTUnwrap(index.type(named: "PlantsCoordinator"))
        let parts = ExampleFlowParts(coordinator: coordinator, protocolName: nil, swap: swap, index: index)
        let reduction = ExampleScreenReduction(parts: parts, coordinator: coordinator, protocolName: nil, index: index, leftOutMembers: [])
        let copies = ExampleFileCopies(files: [sources[0]], ownTypes: Set(parts.types.keys), swap: swap, folder: parts.folder, reduction: reduction)
        let text = try XCTUnwrap(copies.copies.first?.text)
        XCTAssertTrue(text.contains("    func start() {\n        _ = PlantsViewController(viewModel: PlantsViewModel())\n    }"), text)
        XCTAssertFalse(text.contains("count"), text)
        XCTAssertFalse(text.contains("detail"), text)
    }

    /// An emptied SwiftUI view's body is `EmptyView()` even where the example's body showed another of its
    /// screens: left out, the copy would no longer conform to `View`.
    func testAnEmptiedViewsBodyIsEmptyEvenWhereItShowedAnotherScreen() throws {
        let sources = [
            SourceFile(
                path: "Garden/Features/Plants/PlantsCoordinator.swift",
                text: """
                    final class PlantsCoordinator {
                        func start() -> some View { PlantsView(coordinator: self) }
                    }
                    """),
            SourceFile(
                path: "Garden/Features/Plants/PlantsView.swift",
                text: """
                    struct PlantsView: View {
                        let coordinator: PlantsCoordinator
                        var body: some View {
                            PlantsPagerView()
                        }
                    }
                    struct PlantsPagerView: View {
                        var body: some View { Text("") }
                    }
                    """),
        ]
        let index = DeclarationIndex(files: sources)
        let coordinator = try XCTUnwrap(index.type(named: "PlantsCoordinator"))
        let parts = ExampleFlowParts(coordinator: coordinator, protocolName: nil, swap: swap, index: index)
        XCTAssertEqual(parts.firstScreen, "PlantsView")
        let reduction = ExampleScreenReduction(parts: parts, coordinator: coordinator, protocolName: nil, index: index, leftOutMembers: [])
        let copies = ExampleFileCopies(
            files: [sources[1]], ownTypes: Set(parts.types.keys), swap: swap, folder: parts.folder, reduction: reduction)
        XCTAssertEqual(
            copies.copies.first?.text,
            "struct PlantsView: View {\n    let coordinator: PlantsCoordinator\n    var body: some View {\n        EmptyView()\n    }\n}\n")
    }

    /// A shared type conforms to the example's protocol in an extension: the copy adds the conformance to
    /// the renamed protocol where the type's members still satisfy it (requirements that keep their
    /// text), and not where a requirement names the example's type (`var coordinator: PlantsCoordinator?`
    /// would need `ZebraCoordinator?`, a member the type cannot declare twice).
    func testASharedTypeAdoptsTheRenamedProtocolOnlyWhereItsMembersSatisfyIt() throws {
        let sources = [
            SourceFile(
                path: "Garden/Features/Plants/PlantsCoordinator.swift",
                text: """
                    protocol PlantsModules: AnyObject { func makeList() -> Int }
                    protocol PlantsInput: AnyObject { var coordinator: PlantsCoordinator? { get set } }
                    final class PlantsCoordinator {
                        let modules: PlantsModules
                        let input: PlantsInput
                        init(modules: PlantsModules, input: PlantsInput) { self.modules = modules; self.input = input }
                    }
                    """),
            SourceFile(
                path: "Garden/Shared/Modules.swift",
                text: """
                    final class Modules {}
                    extension Modules: PlantsModules {
                        func makeList() -> Int { 1 }
                    }
                    final class Model {
                        var coordinator: PlantsCoordinator?
                    }
                    extension Model: PlantsInput {}
                    """),
        ]
        let index = DeclarationIndex(files: sources)
        let own = ["PlantsCoordinator", "PlantsModules", "PlantsInput"]
        let requirements = own.reduce(into: [String: [MemberBlockItemSyntax]]()) { found, type in
            if let declared = index.type(named: type, kinds: [.protocol]) { found[type] = Array(declared.members ?? []) }
        }
        let wiring = ExampleWiring(files: sources, ownTypes: Set(own), swap: swap, requirements: requirements)
        let names = Dictionary(uniqueKeysWithValues: own.map { ($0, swap.swapped($0)!) })
        let renamer = IdentifierRenamer(names: names, cases: [:], enums: [], fileNames: [:])
        let edits = try wiring.edits(renamer: renamer).edits
        let shared = try XCTUnwrap(edits.first { $0.path == "Garden/Shared/Modules.swift" })
        XCTAssertTrue(shared.text.contains("    func makeList() -> Int { 1 }\n}\n\nextension Modules: ZebraModules {}\n"), shared.text)
        XCTAssertFalse(shared.text.contains("ZebraInput"), shared.text)
    }
}

