import Foundation
import XCTest

@testable import CoordgenKit

/// Every unambiguous fixture app, adopted and extended as a user would: `coordgen init`, then
/// `new coordinator Reservation --parent <its root>`, `new coordinator Payment --parent Reservation
/// --present` (a generated coordinator as a parent) and `new screen Receipt --coordinator Reservation`.
/// For each app: `--dry-run` announces exactly the files the real run then writes; existing files only
/// gain lines; and the app's sources with the generated ones (and the generated tests) type-check
/// against the UIKit stand-in with zero errors in the app's language mode and at its deployment target. The new files are goldened
/// under `Golden/Adopted/<App>/` (`COORDGEN_RECORD=1` re-records them).
final class AdoptedAppsEndToEndTests: XCTestCase {
    /// The apps whose screen is checked on one of the app's own flows rather than on the new one.
    private static let screensOnTheAppsOwnFlow: [String: String] = [
        // Each coordinator is its navigation controller: the screen is made like one Garden pushes.
        "CoordinatorsAreNavigationControllers": "Garden",
        // A new flow is refused (nothing would start a copy of a tab router): the screen joins a tab's router.
        "TabRoutersWithInheritedPath": "Sketches",
        // The screen goes into its coordinator's flow folder, which the pattern does not name.
        "FlowFoldersNamedOtherwise": "Booking",
        // The flows show their one screen in the view controller they hand the parent; a new flow has none.
        "ScreensShownFromHandedController": "Hall",
        // The screen goes into its coordinator's feature folder, not the generic base class's folder.
        "GenericBaseScreensBelowFeatureFolders": "Paintings",
        // The screen gets a folder of its own, as each screen has; the pattern names none for Orders.
        "ScreensInFoldersOfTheirOwn": "Orders",
        // The screen goes beside its coordinator's screens, in a folder the pattern does not name.
        "FlowScreensOutsideTheScenesPattern": "SignIn",
        // The screen's view goes into the view builder an extension of the base class declares.
        "ViewBuilderInBaseExtension": "Root",
        // The flows' views map the shared enum in placeholders ignoring it: the screen turns Tides's into a switch.
        "SharedDestinationEnumPlaceholderBuilder": "Tides",
        // The tabs own the flows (no root): the screen is made like one Tide pushes onto its base class's path.
        "SwiftUIBaseClassHoldingPath": "Tide",
        // The flows' own screen enums build their views: the screen is made like one Stars appends.
        "PathOfScreensThatBuildTheirViews": "Stars",
        // The leaf holds only the view controller its parent pushes: the screen goes onto that stack.
        "PresentationCoordinatorsPushedByParent": "Dock",
        // The root shows its flows as tabs (no new flow there): the screen goes into a tab's own enum.
        "ShowMethodsAppendingToPath": "Plants",
        // The new flow is a struct like its siblings: the screen goes to the one class flow.
        "StructCoordinatorsStartedInPlace": "BoatDetail",
        // No new flow here (below): the screen is made like one BooksPage builds.
        "PathDeclaredBySubProtocol": "BooksPage",
        // Pantry keeps its module factory under another name than its siblings: the screen calls Pantry's own.
        "ModuleFactoryPropertyNamesVary": "Pantry",
        // Home holds the one screen its parent hands it: the screen goes beside it, not below Recovery's screens.
        "TuistAppMadeByAProjectHelper": "Home",
        // Settings' folder is kept below Main's, where the pattern does not name it: the screen goes into it.
        "FlowFoldersNestedInTheirParents": "Settings",
        // Home's first step is named like the tab step that builds every tab: the screen is wired into Home alone.
        "RxFlowTabStepNamedLikeItsFirstTab": "Home",
    ]

    /// The apps whose screen turns a placeholder `.navigationDestination(for:) { _ in … }` into a switch
    /// (``PlaceholderDestinationBuilder``): the file where `{ _ in` and the old body's indentation change.
    private static let placeholdersMadeSwitches: [String: String] = [
        "SharedDestinationEnumPlaceholderBuilder": "Almanac/Coordinators/TidesCoordinator/TidesCoordinatorView.swift"
    ]

    /// The apps whose new flow is not made here, and why; the screen is still checked.
    private static let flowsNotMadeHere: [String: String] = [:]

    /// What each app is expected to refuse, and why: the refusal is one line and changes nothing.
    private static let refusedScreens: [String: String] = [
        // Children shown through optional items (shape.items): the flow made like a sibling without a
        // parent has no view of its own binding items yet.
        "ChildCoordinatorSetByParent": "no file of this project declares struct ReservationCoordinatorView",
        // The flows' stack (or router) is held by a base class a new flow does not inherit from; the new
        // flow's screen method shows nothing, so no screen is made like it.
        "HeldRouterInBaseClass": "ReservationCoordinator holds no navigation controller",
        // Each coordinator's view shows its one screen: a screen is a flow of its own.
        "TabCoordinatorsHoldingChildren": "show screens in no way coordgen writes",
        // The flows hold no navigation: a screen has nothing to be pushed on.
        "FlowsDriveRoutingState": "holds no navigation controller",
        // The tab flow makes its tabs from an enum (no steps switch), and the tabs' root lives in their base class.
        "RxFlowTabsFromEnumAllCases": "is not an RxFlow flow whose navigate(to:) switches over a steps enum",
        // The same, with the flows' screens made from their types by the base class (TruncatedCopiesEndToEndTests).
        "StepEnumsSharedFileFlowsResolveScreens": "is not an RxFlow flow whose navigate(to:) switches over a steps enum",
        // Each flow's view is an opaque `some View` member that shows one screen: no route enum to add a case to.
        "OpaqueRootViewRequirement": "whose route enum and view builder coordgen did not recognise",
    ]

    /// The apps whose shape cannot present a child flow of `Reservation`, and the refusal's words.
    private static let refusedPresentedChildren: [String: String] = [
        "ChildCoordinatorSetByParent": "no file of this project declares struct ReservationCoordinatorView",
        "CoordinatorsAreNavigationControllers": "--present is not supported where coordinators inherit from StackCoordinator",
        "BaseClassWithRouterNoProtocol": "--present is not supported where coordinators inherit from Coordinator",
        "InitDependency": "start the flow without --present",
        "MainActorStartOnly": "--present is not supported where coordinators inherit from BaseCoordinator",
        // Reservation, made like a tab, is no finish delegate, whose requirement is a closure property.
        "FinishDelegateWithClosureRequirement": "asks its conformers for a closure property (var coordinatorDidFinish",
        "OptionalNavigation": "--present needs a non-optional navigation controller property",
        "ParentPropertyPassedToInitializer": "--present needs a non-optional navigation controller property",
        "RefinedNavigationCoordinator": "--present is not supported where coordinators inherit from BaseCoordinator",
        "ParentCoordinatorReference": "only MainCoordinator can start it, not ReservationCoordinator",
        "BaseClassStoresFlowType": "--present is not supported where coordinators inherit from BaseCoordinator",
        "BaseInitTakesFlowTypeAndStack": "--present is not supported where coordinators inherit from Coordinator",
        "NavigationInDependencyStruct": "start the flow without --present",
        "DependencyStructPerCoordinator": "start the flow without --present",
        "NavigationInBaseClass": "--present is not supported where coordinators inherit from NavigationCoordinator",
        "StackHeldByOneFlow": "--present needs a non-optional navigation controller property",
        "AnimatedStartRequirement": "--present needs a non-optional navigation controller property",
        "HeldRouterInBaseClass": "--present needs a non-optional navigation controller property",
        "StackFoundInWindowRoot": "--present needs a non-optional navigation controller property",
        "FinishResultPickedPerFlow": "--present needs a non-optional navigation controller property",
        "BaseClassOnlyCoordinators": "--present is not supported where coordinators inherit from NavigationCoordinator",
        "BaseClassThroughTypealias": "--present is not supported where coordinators inherit from NavigationCoordinator",
        "StackAssignedAfterInit": "--present is not supported where coordinators inherit from BaseCoordinator",
        "SubclassesDeclareTheStackInitializer": "--present is not supported where coordinators inherit from FlowCoordinator",
        "TabParentKeepsChildrenInLetProperties": "--present is not supported where coordinators inherit from BaseCoordinator",
        "StackMadeInRequiredInit": "--present does not apply where each coordinator makes its own UINavigationController",
        "FlowMockedInTestsBesideBaseClass": "--present is not supported where coordinators inherit from Coordinator",
        "TabChildrenMadeAsLocals": "--present is not supported where coordinators inherit from NavigationCoordinator",
        "ScreensShownFromHandedController": "--present needs a non-optional navigation controller property",
        "HeldRouterCallsTakingExtraArguments": "--present needs a non-optional navigation controller property",
        "HeldRouterThatOnlyPresents": "--present needs a non-optional navigation controller property",
        "LabelledPushThroughRouterProtocol": "--present needs a non-optional navigation controller property",
        "PresentationCoordinatorsPushedByParent": "--present needs a non-optional navigation controller property",
        "HeldRouterHandedOnByParents": "--present is not supported where coordinators inherit from BaseCoordinator",
        "TabsOwnTheirControllers": "--present does not apply where each coordinator makes its own UINavigationController",
        "TabBarParentOfUntypedStacks": "--present needs a non-optional navigation controller property",
        // The protocol declares no stack: a flow is handed its parent's (or the window) to push onto, never presented.
        "StackMadeInPlaceByParent": "--present is not supported where coordinators inherit from BaseCoordinator",
        "RootHandsWindowToFlows": "--present needs a non-optional navigation controller property",
        "TabBarInheritedByParent": "--present needs a non-optional navigation controller property",
        "BaseClassStoringParent": "--present is not supported where coordinators inherit from FlowCoordinator",
        // The base class stores the stack its initialiser is handed: a new flow passes it on, never presents.
        "BaseClassStoresTheStack": "--present is not supported where coordinators inherit from StackCoordinator",
        "PerFlowFactoryReturningTuples": "--present is not supported where coordinators inherit from BaseCoordinator",
        // The flows' protocols declare no stack; the base class beside them holds it, and its initialiser takes it.
        "FlowProtocolsRefineCoordinatable": "--present is not supported where coordinators inherit from BaseCoordinator",
        // Each flow gives the generic router its own route enum: a flow with a parent is made with --like.
        "GenericRouterPerFeatureRoutes": "which each coordinator picks for itself",
        // Each flow's view is an opaque `some View` member: a flow is made like one its parent starts, and
        // Reservation (a copy of a leaf) starts none to copy.
        "OpaqueRootViewRequirement": "which each coordinator picks for itself through `rootView: Content`",
        // The same, where the flows' routes live in a protocol refining the recorded one (FlowCoordinator).
        "GenericNavigatingViewEmptyRouteEnum": "which each coordinator picks for itself through `rootView: Content`",
        // A base class beside the protocol (or conforming) holds the router, handed to it by its only initialiser.
        "BaseBesideProtocolHoldingRouter": "--present is not supported where coordinators inherit from BaseCoordinator",
        "BaseHoldingRouterOfModules": "--present is not supported where coordinators inherit from BaseCoordinator",
        // Each flow holds the router; the base class keeps only the children: presenting is refused as for a base holding it.
        "RouterTakesPresentableProtocol": "--present is not supported where coordinators inherit from BaseCoordinator",
        // A generic base every flow fills with a navigation controller: its initialiser takes the stack.
        "BaseGenericOverNavigationType": "--present is not supported where coordinators inherit from BaseCoordinator",
        "ProtocolBesideBaseGenericOverNavigationType": "--present is not supported where coordinators inherit from BaseCoordinator",
        // Each coordinator makes its own stack in place; the protocol declares none to present one over.
        "CoordinatorsMakeOwnStackInPlace": "--present needs a non-optional navigation controller property",
        // The base holds the flows' router, handed to it by its only initialiser.
        "BaseHoldingConcreteRouter": "--present is not supported where coordinators inherit from BaseCoordinator",
        // The base's initialiser (every flow's) decides the stack, as in the other base-class apps.
        "PerFlowInitArgumentBesideBase": "--present is not supported where coordinators inherit from BaseCoordinator",
        // No built-in family writes these shapes: `--parent` alone makes the flow like one its parent starts,
        // which `--present` (a presentation the example does not have) cannot ask for.
        "GenericBaseClassCoordinators": "--present is not supported where coordinators inherit from BaseCoordinator",
        "StartReturnsItsRootController": "requires `func start() -> UIViewController`",
        // The new tab's flow returns its own stack from start(); a presented child of it is not written.
        "StartReturnedControllersListedAsTabs": "requires `func start() -> UIViewController`",
        // SwiftUI flows pushing onto their base class's NavigationPath: Reservation is made like the example
        // (the uikit templates are refused, SwiftUIBaseClassPathUnread), and the base decides the stack.
        "SwiftUIBaseClassHoldingPath": "--present is not supported where coordinators inherit from Coordinator",
        // Each flow's path holds its own screen enum: Reservation is made like the example (Arrival), and
        // a child of it with --parent is refused the associated type, naming the --like that copies one.
        "PathOfScreensThatBuildTheirViews": "requires `associatedtype Screen`",
        // The stack's base sits below the base that conforms (`StackCoordinator: Coordinator`): its initialiser takes the stack.
        "StackBaseBelowConformingBase": "--present is not supported where coordinators inherit from StackCoordinator",
        // Struct coordinators: Reservation is a struct like the flow it is copied from, which nothing writes into.
        "StructCoordinatorsStartedInPlace": "ReservationCoordinator is a struct",
    ]

    /// The apps whose shape cannot have a new coordinator, and the refusal's words: their screens are
    /// added to the root instead. (Where no built-in family writes the shape but the parent starts a flow,
    /// the new one is made like that flow: such apps are not here.)
    private static let refusedCoordinators: [String: String] = [
        // The root starts its one flow (the tab coordinator), whose tabs hold it back typed by its class: a copy of it
        // would not compile (and would be started by nothing: a local of the root's start()).
        "TabsMadeByMethodsListedInArray": "a copy of Main would not compile: MainCoordinator assigns itself to GalleryCoordinator.parentCoordinator",
        // Each flow fills the generic base with its own route: made like a sibling with --like instead.
        // Flows are presented through the protocol's `present(child:)` from screens, not from a view that
        // holds the parent: a new flow is made without --parent (AssociatedRouteBindingEndToEndTests).
        "AssociatedRouteBoundByNestedEnum": "no view holds MapsCoordinator in a property",
        // The protocol requires moves the coordinator implements itself (`popToRoot()`, `present(sheet:)`):
        // a new flow writes the push and pop only (NestedRouteEnumBuildInAppStructEndToEndTests).
        "NestedRouteEnumBuildInAppStruct": "requires `func popToRoot()`, which coordgen cannot write for a new coordinator",
        // SwiftUI flows change a routing state their views follow: nothing a new flow could show its screen on.
        "FlowsDriveRoutingState": "are SwiftUI classes that hold no navigation coordgen writes to",
        // The root shows its flows as tabs: a new flow is presented from one of them, which the refusal names.
        "ShowMethodsAppendingToPath": "pass one of the coordinators it holds as --parent (PlantsCoordinator, ToolsCoordinator)",
        // The tabs are made from an enum's cases: a flow is a tab, made with --like (RxFlowTabsFromEnumEndToEndTests).
        "RxFlowTabsFromEnumAllCases": "makes its tabs from enum MainTab",
        "StepEnumsSharedFileFlowsResolveScreens": "makes its tabs from enum MainTab",
        // The root holds its flows in lazy properties it starts by state: a copy's property would be read by
        // nothing, so --parent is refused naming the --like that writes the copy (UnstartedCopyEndToEndTests).
        "FlowsHeldInLazyPropertiesChosenInStart": "nothing in AppCoordinator would start ReservationCoordinator",
        // Tab routers subclassing the base that holds the path: a copy of the example (Gallery) would get a
        // property of AppRouter that no tab view reads, so nothing would start it: refused naming --like.
        "TabRoutersWithInheritedPath": "nothing in AppRouter would start ReservationRouter, made like Gallery",
        // One router class made once per tab: a flow is a tab, which coordgen does not write (TabFlowsOfViewMappedRouters).
        "RouterPerTabDestinationsInModifier": "so a flow here is a tab, which coordgen does not write",
        // The root shows the tab flows it makes in its properties; its view binds no item: a flow goes under a
        // tab's coordinator (ItemsBoundByAppDeclaredModifiersEndToEndTests).
        "ItemsBoundByAppDeclaredModifiers": "it shows the children it holds another way (harborCoordinator, logCoordinator",
    ]

    /// `COORDGEN_FIXTURE=<Name>` checks (or, with `COORDGEN_RECORD=1`, records) that one fixture alone.
    func testEveryAdoptedAppGainsACoordinatorAndAScreenThatCompile() throws {
        let only = ProcessInfo.processInfo.environment["COORDGEN_FIXTURE"].map { [$0] }
        let apps = only ?? ExistingApps.adoptable
        XCTAssertGreaterThanOrEqual(apps.count, only == nil ? 12 : 1)
        // Each app works in its own copy: the apps are checked side by side (the suite's slowest test).
        ParallelChecks.forEach(apps) { name in try self.checkApp(name) }
    }

    private func checkApp(_ name: String) throws {
        let app = try ExistingApps.copy(name)
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, "\(name): init: \(initRun.output)")
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        let shape = config.appShape
        let before = TreeSnapshot(app)

        // Where each flow's view creates its coordinator, no coordinator is a parent; nor where the app
        // has no single root (flows made by views), for the new flow.
        let ownedByView = shape.protocol.routes?.flows?.ownedByView == true
        let child =
            ["new", "coordinator", "Reservation"] + (ownedByView || shape.naming.root.isEmpty ? [] : ["--parent", shape.naming.root])
        if Self.flowsNotMadeHere[name] != nil {
            // Checked by the app's own test (above).
        } else if let refusal = Self.refusedCoordinators[name] {
            try assertRefused(name, child, saying: refusal, in: app)
        } else {
            try runChecked(name, child, in: app)
            // A generated coordinator is a parent too: it starts a presented child flow.
            let presented = ["new", "coordinator", "Payment"] + (ownedByView ? [] : ["--parent", "Reservation", "--present"])
            if let refusal = Self.refusedPresentedChildren[name] {
                try assertRefused(name, presented, saying: refusal, in: app)
            } else {
                try runChecked(name, presented, in: app)
            }
        }
        let owner = Self.screensOnTheAppsOwnFlow[name] ?? (Self.refusedCoordinators[name] == nil ? "Reservation" : shape.naming.root)
        let screen = ["new", "screen", "Receipt", "--coordinator", owner]
        if let refusal = Self.refusedScreens[name] {
            try assertRefused(name, screen, saying: refusal, in: app)
        } else {
            try runChecked(name, screen, in: app)
        }

        // The new files, one golden folder per shape, so a reviewer sees what each shape gets.
        let after = TreeSnapshot(app)
        var created: [String: String] = [:]
        for (path, data) in after.files where before.files[path] == nil && path.hasSuffix(".swift") {
            created[path] = String(decoding: data, as: UTF8.self)
        }
        try GoldenTree.assertMatches(created, named: "Adopted/\(name)")

        // Existing files only gained lines, but a placeholder destination builder the screen made a switch.
        var lost = before.linesLost(in: TreeSnapshot(app))
        if let rewritten = Self.placeholdersMadeSwitches[name] {
            XCTAssertEqual(lost.removeValue(forKey: rewritten)?.first.map { $0.hasSuffix("{ _ in") }, true, "\(name): \(rewritten)")
        }
        for (path, lines) in lost.sorted(by: { $0.key < $1.key }) { XCTFail("\(name): \(path) lost or changed lines: \(lines)") }

        // The app with coordgen's files type-checks, and so do the tests.
        let swiftVersion = Int(shape.project.swiftVersion ?? "5") ?? 5
        let tests = shape.project.testFolder.map { ExistingApps.swiftFilesOf(app, under: $0) } ?? []
        do {
            if let modules = try ExistingApps.modules(of: app) {
                // A multi-module app: module by module, in dependency order.
                try SwiftCompiler.typeCheckModules(
                    modules, settings: LanguageSettings(mode: swiftVersion == 6 ? .swift6 : .swift5Minimal),
                    deploymentTarget: shape.project.deploymentTarget)
            } else {
                let appFolder = try XCTUnwrap(shape.project.appFolder ?? shape.project.appTarget, name)
                _ = try SwiftCompiler.typeCheck(
                    appSources: ExistingApps.swiftFilesOf(app, under: appFolder), testSources: tests, moduleName: shape.module,
                    swiftVersion: swiftVersion, frameworks: ExistingApps.frameworks(of: app),
                    deploymentTarget: shape.project.deploymentTarget)
            }
        } catch let failure as SwiftCompiler.Failure {
            XCTFail("\(name) does not type-check after generation:\n\(failure.errors.map(\.description).joined(separator: "\n"))")
        }
    }

    /// A refusal is one line, a non-zero exit, and changes nothing.
    private func assertRefused(_ name: String, _ arguments: [String], saying refusal: String, in app: URL) throws {
        let snapshot = TreeSnapshot(app)
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertNotEqual(result.status, 0, "\(name): \(arguments): \(result.output)")
        XCTAssertTrue(result.stderr.contains(refusal), "\(name): \(arguments): \(result.stderr)")
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, "\(name): \(result.stderr)")
        XCTAssertEqual(TreeSnapshot(app), snapshot, "\(name): a refused command changed files")
    }

    /// Runs `arguments` first with `--dry-run`, then for real, and checks that the dry run changed
    /// nothing and announced exactly the files the real run created or modified, with the same notes.
    private func runChecked(_ name: String, _ arguments: [String], in app: URL) throws {
        let before = TreeSnapshot(app)
        let dryRun = CoordgenBinary.run(arguments + ["--dry-run"], in: app)
        XCTAssertEqual(dryRun.status, 0, "\(name): \(arguments) --dry-run: \(dryRun.output)")
        XCTAssertEqual(TreeSnapshot(app), before, "\(name): --dry-run wrote something")
        let run = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(run.status, 0, "\(name): \(arguments): \(run.output)")
        let after = TreeSnapshot(app)

        let changed = Set(after.files.filter { !$0.key.hasSuffix("/") && before.files[$0.key] != $0.value }.map(\.key))
        let announced = Set(
            dryRun.stdout.split(separator: "\n").compactMap { line -> String? in
                // `  create  <path>` or `  modify  <path>  (what changed)`; a path may contain spaces.
                let words = line.split(separator: " ", omittingEmptySubsequences: true)
                guard words.count >= 2, ["create", "modify", "overwrite"].contains(words[0]), line.hasPrefix("  ") else { return nil }
                let path = line.drop { $0 == " " }.dropFirst(words[0].count).drop { $0 == " " }
                return String(path.components(separatedBy: "  (").first ?? String(path))
            })
        XCTAssertEqual(announced, changed, "\(name): \(arguments): --dry-run announced other files than the run wrote")
        let notes = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("note:") } }
        XCTAssertEqual(notes(dryRun.output), notes(run.output), "\(name): \(arguments): the notes differ")
    }
}
