/// Everything a template can use, built in one place from typed inputs. `values` is the only place that
/// spells the names templates see, so a template variable can be found by reading one file.
struct RenderContext {
    /// The app every file belongs to.
    struct App: Sendable {
        let projectName: String
        /// The Swift module the app compiles into.
        let moduleName: String
        let organization: String?
        let style: Style
        /// The app's conventions: its protocol, names, project facts and formatting (the style's
        /// built-in shape for projects coordgen made).
        let shape: AppShape

        init(projectName: String, moduleName: String, organization: String?, style: Style, shape: AppShape? = nil) {
            self.projectName = projectName
            self.moduleName = moduleName
            self.organization = organization
            self.style = style
            self.shape = shape ?? AppShape.builtIn(for: style, projectName: projectName)
        }
    }

    /// The flow or screen a file or snippet is about. Strings rather than a `FlowName`, because the Xcode
    /// templates fill them with Xcode's macros.
    struct Subject: Equatable, Sendable {
        /// The type stem: `Reservation` in `ReservationCoordinator`.
        var name: String
        /// For people: `Sign Up`.
        var title: String
        /// The enum case, as written in a declaration (`` `default` `` when it is a keyword).
        var caseName: String
        /// The enum case after a dot, where keywords need no backticks (`.default`).
        var caseIdentifier: String
        /// Whether the flow or screen is presented modally rather than pushed.
        var presentsModally = false
        /// Whether a coordinator comes with its first screen (an Xcode template option).
        var includesScreen = true
        /// The coordinator's class when it is not what the naming scheme makes of `name` (a parent found
        /// as `MainCoordinator`).
        var className: String?
        /// The coordinator class that starts the flow (`--parent`), where the flow's code names it.
        var parentClass: String?
        /// The property of the view that presents the flow holding its parent (`coordinator` in
        /// `.sheet(item: $coordinator.reservation)`).
        var presentingProperty: String?
        /// The binding to that property where it is not `$` and its name: `Bindable(coordinator)` for a
        /// view that reads an `@Observable` parent from `@Environment(Parent.self)`.
        var presentingBinding: String?
        /// The coordinator class that shows a screen, where the screen names it (a property the
        /// environment fills: `@EnvironmentObject private var coordinator: HikesCoordinator`).
        var screenCoordinator: String?
        /// Whether the screen is its flow's first, whose "Done" ends the flow.
        var endsFlow = false
        /// The parent's tab bar controller, where the parent runs tabs rather than a navigation stack: the
        /// new flow gets a navigation controller of its own, shown as a new tab.
        var parentTabBar: TabBarControllerProperty?
        /// The parent's window, where the parent holds the app's window rather than a navigation stack: the
        /// new flow gets a navigation controller of its own, made the window's root.
        var parentWindow: WindowProperty?
        /// Where the flow makes its own stack and the parent holds no stack, tab bar or window to show it
        /// in: the parent starts and keeps the flow and shows nothing (``SiblingsMakeOwnStack``).
        var parentShowsNothing = false
        /// The router a coordinator shows a new screen through, where it holds one and no navigation
        /// controller (``HeldRouter``).
        var heldRouter: HeldRouter?
        /// The router-family parent that holds no router and runs the flow on a navigation controller it
        /// is given (``ParentWithoutRouter``).
        var parentWithoutRouter: ParentWithoutRouter?
        /// The names the router-family coordinator that shows the screen or starts the flow keeps the
        /// app's factories under, where they are not the shape's (``CoordinatorFactoryProperties``).
        var factoryProperties: CoordinatorFactoryProperties?
        /// The window whose root is the navigation stack a coordinator shows a new screen on, where it holds
        /// no navigation controller nor router but finds its stack in the window (``WindowRootStack``).
        var windowStack: WindowRootStack?
        /// The view controller a coordinator shows its flow in, where it holds no navigation controller,
        /// router nor window (``PresentingController``).
        var presentingController: PresentingController?
        /// Where each coordinator declares its own `struct Dependency`: the parent's expression for each of
        /// its members (`injector` → `dependency.injector`), read from the parent's class.
        var dependencyArguments: [String: String]?
        /// The parent's navigation controller under another name than the protocol's (`rootViewController:
        /// RootViewController`, a subclass), which it hands the flow as its stack (``ParentStackOfAnotherName``).
        var parentStack: String?
        /// Whether the parent lacks the protocol's children collection (a root outside the protocol): it
        /// keeps the new flow in a property of its own (``HeldChildProperty``).
        var parentHoldsNoChildren = false
        /// The property of the view that maps the coordinator's routes in its `.navigationDestination(for:)`
        /// (`homeCoordinator`), where a screen's view is built there rather than in the coordinator.
        var destinationOwner: String?
        /// How the flow finishes where the app types each flow's parent property by its parent's class:
        /// decided for the parent that starts it (``PerFlowParentFinish``).
        var perFlowFinish: PerFlowParentFinish.Choice?
        /// The parent's extension adopting the flow's own delegate protocol, where each flow declares one
        /// (``PerFlowDelegateFinish``).
        var perFlowDelegate: PerFlowDelegateFinish.Conformance?
        /// The finish closure the flow declares or calls where the app's passes something back
        /// (``FinishClosureWithArguments``).
        var finishClosure: FinishClosureWithArguments.Choice?
        /// The parent's optional properties that the flow's initialiser takes as values, which the parent
        /// unwraps before starting the flow (`guard let navigationController else { return }`).
        var parentOptionals: [String] = []
        /// Whether the parent's method starting the flow is `@MainActor` (``MainActorStartRequirement``).
        var openMainActor = false
        /// The access level of the flow's own declarations: `public` where its parent is in another module.
        var access: AccessLevel = .internal
        /// The app's modules the flow's coordinator imports besides its template's own imports: those its
        /// parent imports (``FlowModuleVisibility``).
        var moduleImports: [String] = []
        /// The modules the flow's test imports `@testable` besides the app's: the flow's framework module.
        var testedModules: [String] = []
        /// The module the flow's files are compiled into, where the app's manifests say: never imported.
        var ownModule: String?

        init(name: String, title: String, caseName: String, caseIdentifier: String, presentsModally: Bool = false) {
            self.name = name
            self.title = title
            self.caseName = caseName
            self.caseIdentifier = caseIdentifier
            self.presentsModally = presentsModally
        }

        /// The subject for a flow or screen named by the user.
        init(_ name: FlowName, presentsModally: Bool = false) {
            self.init(
                name: name.typeStem, title: name.title, caseName: name.caseName, caseIdentifier: name.caseIdentifier,
                presentsModally: presentsModally)
        }
    }

    var app: App
    /// The file being written: its name and the header comment it starts with.
    var file: (name: String, header: String)?
    var subject: Subject?
    /// The flows a new router-style app starts with (`Onboarding`, `Home`).
    var firstFlows: [String] = []

    init(app: App, subject: Subject? = nil, firstFlows: [String] = []) {
        self.app = app
        self.subject = subject
        self.firstFlows = firstFlows
    }

    /// The values as Stencil reads them.
    var values: [String: any Sendable] { addingFileValues(to: subjectValues) }

    /// `subjectValues` (computed here or kept from another file about the subject) with the file's own.
    func addingFileValues(to subjectValues: [String: any Sendable]) -> [String: any Sendable] {
        guard let file else { return subjectValues }
        var values = subjectValues
        values["fileName"] = file.name
        values["fileHeader"] = file.header
        return values
    }

    /// The values of the app and the subject, without the file's: the same for every file written about
    /// one subject, so ``SourceFileRenderer`` computes them once per subject (``RenderValuesCache``).
    var subjectValues: [String: any Sendable] {
        subjectValues(conventions: subject.map { Conventions(shape: app.shape, subject: $0) })
    }

    /// `subjectValues`, with the subject's conventions computed already (nil without a subject).
    func subjectValues(conventions: Conventions?) -> [String: any Sendable] {
        var values: [String: any Sendable] = [
            "projectName": app.projectName,
            "moduleName": app.moduleName,
            "organization": app.organization ?? "",
            "style": app.style.rawValue,
            "isolatesCoordinators": app.shape.isolatesCoordinators,
            "previews": app.shape.previews.rawValue,
            // Before a UIKit `#Preview`, which needs iOS 17, when the app supports older versions.
            "uikitPreviewAvailability": app.shape.uikitPreviewsNeedAvailability ? "@available(iOS 17.0, *)\n" : "",
            // `nonisolated ` before a conformance or type that must stay usable off the main actor.
            "nonisolatedPrefix": app.shape.writesNonisolatedConformances ? "nonisolated " : "",
            // Else such a conformance goes in `#if compiler(>=6.2)` extensions, `nonisolated` and plain.
            "declaresHashablePerCompiler": app.shape.declaresHashablePerCompiler,
            "usesPrimaryActionButtons": app.shape.usesPrimaryActionButtons,
            // A new view's preview shows it in a stack the app's deployment target has.
            "previewContainer": app.shape.hasNavigationStack ? "NavigationStack" : "NavigationView",
        ]
        if let subject {
            values["name"] = subject.name
            values["title"] = subject.title
            values["caseName"] = subject.caseName
            values["caseIdentifier"] = subject.caseIdentifier
            values["presentsModally"] = subject.presentsModally
            values["includesScreen"] = subject.includesScreen
            values["access"] = subject.access.prefix
            // A uikit coordinator and its test import the shape's `generatedImports` already.
            let imported = app.style == .uikit ? Set(app.shape.generatedImports) : []
            values["moduleImports"] = subject.moduleImports.filter { !imported.contains($0) }
            values["testedModules"] = subject.testedModules.filter { $0 != app.moduleName && !imported.contains($0) }
        }
        if let subject, let conventions {
            if let parent = subject.parentWithoutRouter { values.merge(parent.values(for: conventions)) { _, new in new } }
            values.merge(conventions.values) { current, _ in current }
        }
        if !firstFlows.isEmpty {
            values["flows"] = firstFlows
        }
        return values
    }
}
