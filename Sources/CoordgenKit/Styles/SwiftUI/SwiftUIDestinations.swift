import Foundation

/// The two places a SwiftUI-style coordinator lists what it can show: a case of its route enum
/// (`shape.routes.enum`, the style's nested `Destination`), and that case's clause in the `switch` of
/// its view builder (`shape.routes.viewBuilder`, `view(for:)`). Both are edited with swift-syntax in
/// the file that declares the coordinator class.
enum SwiftUIDestinations {
    /// Plans `case <caseName><associatedValues>` in `className`'s route enum and `clause` (rendered from
    /// a destination snippet) in its view builder.
    @discardableResult
    static func add(
        caseName: String,
        associatedValues: String? = nil,
        clause: String,
        routes: RouteShape,
        flow: String? = nil,
        to className: String,
        in classFile: URL,
        mappedIn view: MappingView? = nil,
        sources: inout ProjectSources
    ) throws -> InheritedViewBuilder? {
        // An enum named after each flow (`{Name}Route`) is `flow`'s own, declared at the top level.
        let topLevelPerFlow = routes.enumIsTopLevelPattern
        let routes = flow.map(routes.resolved(forFlow:)) ?? routes
        let registrar = EnumCaseRegistrar(enumName: routes.enum)
        // A per-flow enum is nested in the coordinator, or named after the flow at the top level, in the
        // coordinator's file or beside the others (`Routes.swift`); the app's one may have a file of its own.
        let enumFile =
            try (routes.perFlow && !topLevelPerFlow) || registrar.declaresEnum(in: sources.text(of: classFile))
            ? classFile : appEnumFile(registrar, sources: &sources)
        if enumFile != classFile {
            // One enum for the app, in a file of its own (`Route.swift`).
            try sources.edit(enumFile, action: "added case .\(caseName) to \(routes.enum)") { text in
                try registrar.addingCase(caseName, associatedValues: associatedValues, to: text)
            }
        }
        if let view {
            // The view that shows the stack maps the routes: the enum's case, then the clause in its closure.
            if enumFile == classFile {
                try sources.edit(classFile, action: "added case .\(caseName) to \(routes.enum)") { text in
                    try registrar.addingCase(caseName, associatedValues: associatedValues, to: text)
                }
            }
            try addToMappingView(view, caseName: caseName, clause: clause, routes: routes, sources: &sources)
            if !routes.perFlow { try ViewDestinationSwitches.keepExhaustive(adding: caseName, routes: routes, sources: &sources) }
            return nil
        }
        let builder = try addToBuilder(
            caseName: caseName, associatedValues: associatedValues, clause: clause, routes: routes, className: className,
            classFile: classFile, enumFile: enumFile, sources: &sources)
        if !routes.perFlow {
            try keepSwitchesExhaustive(adding: caseName, routes: routes, except: builder.typeName, sources: &sources)
            try ViewDestinationSwitches.keepExhaustive(adding: caseName, routes: routes, sources: &sources)
        }
        return builder.isOwn(of: className, classFile: classFile) ? nil : builder
    }

    /// The case in the enum where it is declared in the class's file, and the clause in the view builder,
    /// which may be declared in an extension of the class or of its base, in another file
    /// (``InheritedViewBuilder``).
    private static func addToBuilder(
        caseName: String, associatedValues: String?, clause: String, routes: RouteShape, className: String, classFile: URL,
        enumFile: URL, sources: inout ProjectSources
    ) throws -> InheritedViewBuilder {
        let registrar = EnumCaseRegistrar(enumName: routes.enum)
        let builder = InheritedViewBuilder.site(of: className, routes: routes, classFile: classFile, sources: &sources)
        let own = builder.isOwn(of: className, classFile: classFile)
        if !own, enumFile == classFile {
            try sources.edit(classFile, action: "added case .\(caseName) to \(routes.enum)") { text in
                try registrar.addingCase(caseName, associatedValues: associatedValues, to: text)
            }
        }
        let withCase = own && enumFile == classFile
        // Planned after the method that shows the destination, whose summary already names the file.
        let action =
            withCase
            ? "added case .\(caseName) to \(routes.enum) and its view to \(routes.viewBuilder)"
            : "added the view of .\(caseName) to \(routes.viewBuilder)"
        try sources.edit(builder.file, action: action, target: own ? nil : builder.typeName) { text in
            let edited = withCase ? try registrar.addingCase(caseName, associatedValues: associatedValues, to: text) : text
            return try SwitchCaseInserter(typeName: builder.typeName, function: routes.viewBuilder, parameterType: routes.enum)
                .addingClause(clause, handling: caseName, to: edited)
        }
        return builder
    }

    /// The view whose `.navigationDestination(for:)` closure maps a coordinator's routes
    /// (`shape.routes.destinationsInViews`), and the property through which it holds the coordinator.
    struct MappingView {
        let file: URL
        let name: String
        let property: String
        /// How its `for:` may name the enum: `HomeRoute`, `HomeCoordinator.Destination`.
        let routeTypes: [String]
        /// Whether its closure ignores the route it is handed (`{ _ in Text("Not implemented") }`,
        /// ``PlaceholderDestinationBuilder``): the new case's clause goes into a switch made of it.
        var placeholder = false
    }

    /// The clause in the view's switch; a placeholder closure becomes a switch over its value first,
    /// its old body the `default:`.
    private static func addToMappingView(
        _ view: MappingView, caseName: String, clause: String, routes: RouteShape, sources: inout ProjectSources
    ) throws {
        let inserter = SwitchCaseInserter(viewName: view.name, destinationsOf: view.routeTypes)
        let modifier = "\(view.name)'s .navigationDestination(for: \(routes.enum).self)"
        let action =
            view.placeholder
            ? "turned the placeholder of \(modifier), which ignored its value, into a switch over it (its old body the default:) with the view of .\(caseName)"
            : "added the view of .\(caseName) to \(modifier)"
        try sources.edit(view.file, action: action) { text in
            let switched =
                view.placeholder
                ? try PlaceholderDestinationBuilder(viewName: view.name, routeTypes: view.routeTypes).turningIntoSwitch(in: text) : text
            return try inserter.addingClause(clause, handling: caseName, to: switched)
        }
    }

    /// Where each coordinator implements the push itself and switches over the route in it
    /// (`func navigate(to destination: Destination) { switch destination { … } }`), the new case is
    /// pushed there as the push does: `case .giraffe: path.append(destination)`, so the switch stays
    /// exhaustive. A push without a switch, or with a `default`, is left as it is.
    static func keepPushExhaustive(
        adding caseName: String, routes: RouteShape, in className: String, classFile: URL, sources: inout ProjectSources
    ) throws {
        guard routes.flowsDeclarePush == true else { return }
        let inserter = SwitchCaseInserter(typeName: className, function: routes.push, parameterType: routes.enum)
        let text = try sources.text(of: classFile)
        guard let parameter = try? inserter.switchSubject(in: text), (try? inserter.hasDefault(in: text)) == false else { return }
        let clause = "case .\(caseName):\n    \(routes.navigator.name).append(\(parameter))"
        try sources.edit(classFile, action: "pushed .\(caseName) in \(className).\(routes.push)", target: className) { text in
            try inserter.addingClause(clause, handling: caseName, to: text)
        }
    }

    /// The view mapping `className`'s routes where the coordinator has no view builder of its own (one
    /// coordgen wrote for a new flow counts), or nil where it has one.
    static func mappingView(
        of className: String, routes: RouteShape, classFile: URL, sources: inout ProjectSources
    ) throws -> MappingView? {
        guard routes.destinationsInViews == true,
            try !DestinationSwitchLocator.types(declaring: routes.viewBuilder, in: sources.text(of: classFile)).contains(className)
        else { return nil }
        let routeTypes = [routes.enum, "\(className).\(routes.enum)"]
        var found: [MappingView] = []
        for file in sources.swiftFiles(containing: "navigationDestination", preferring: [classFile]) {
            let text = try sources.text(of: file)
            let placeholders = (try? PlaceholderDestinationBuilder.views(ignoringDestinationsOf: routeTypes, in: text)) ?? []
            for view in (try? DestinationSwitchLocator.views(mappingDestinationsOf: routeTypes, in: text)) ?? [] {
                guard let property = try ViewModifierInserter.property(of: view, holding: className, in: text) else { continue }
                found.append(
                    MappingView(file: file, name: view, property: property, routeTypes: routeTypes, placeholder: placeholders.contains(view)))
            }
        }
        guard found.count == 1, let view = found.first else {
            throw GeneratorError.cannotGenerate(
                "\(found.isEmpty ? "no view" : "\(found.count) views") holding \(className) map\(found.count == 1 ? "s" : "") \(routes.enum) in a switch of .navigationDestination(for: \(routes.enum).self) (shape.routes.destinationsInViews in \(Project.configFileName)): add the screen's case there yourself, or give \(className) a view builder \(routes.viewBuilder)"
            )
        }
        return view
    }

    /// A new flow's first case in the app's one enum (`shape.routes.perFlow` false): the case, an
    /// `EmptyView()` clause in every other coordinator's view builder that switches over every case, and
    /// `case .<name>: break` in every other switch statement over every case that returns nothing (the
    /// enum's own `hash(into:)`); returns a note for each switch producing a value, left to the user.
    static func addAppWideCase(_ caseName: String, routes: RouteShape, for newClass: String, sources: inout ProjectSources) throws
        -> [String]
    {
        let registrar = EnumCaseRegistrar(enumName: routes.enum)
        let enumFile = try appEnumFile(registrar, sources: &sources)
        let cases = try registrar.caseNames(in: sources.text(of: enumFile))
        try sources.edit(enumFile, action: "added case .\(caseName) to \(routes.enum)") { text in
            try registrar.addingCase(caseName, to: text)
        }
        try keepSwitchesExhaustive(adding: caseName, routes: routes, except: newClass, sources: &sources)
        try ViewDestinationSwitches.keepExhaustive(adding: caseName, routes: routes, sources: &sources)
        return try ExhaustiveFlowSwitches.keepExhaustive(adding: caseName, enumName: routes.enum, enumCases: cases, sources: &sources)
    }

    /// Every coordinator but `className` whose view builder switches over the app's enum without a
    /// `default` gets `case .<caseName>: EmptyView()`, so the switch stays exhaustive: another flow
    /// shows that case.
    private static func keepSwitchesExhaustive(
        adding caseName: String, routes: RouteShape, except className: String, sources: inout ProjectSources
    )
        throws
    {
        let clause = "case .\(caseName):\n    EmptyView()"
        for file in sources.swiftFiles(containing: "func \(routes.viewBuilderName)(") {
            let text = try sources.text(of: file)
            for type in (try? DestinationSwitchLocator.types(declaring: routes.viewBuilder, in: text)) ?? [] where type != className {
                let inserter = SwitchCaseInserter(typeName: type, function: routes.viewBuilder, parameterType: routes.enum)
                guard let handled = try? inserter.handledCases(in: sources.text(of: file)), !handled.contains(caseName),
                    (try? inserter.hasDefault(in: sources.text(of: file))) == false
                else { continue }
                try sources.edit(
                    file, action: "added case .\(caseName): EmptyView() (another flow shows it)", target: type
                ) {
                    try inserter.addingClause(clause, handling: caseName, to: $0)
                }
            }
        }
    }

    /// The one file that declares the app's route enum, when the coordinator's file does not.
    /// The cases of the app's one route enum before a screen's case joins it, for
    /// ``ExhaustiveFlowSwitches`` to find the switch statements over all of them (the enum's own
    /// `hash(into:)`); none where each flow has its enum, or where no one file declares it.
    static func appWideCases(_ routes: RouteShape, sources: inout ProjectSources) -> [String] {
        guard !routes.perFlow else { return [] }
        let registrar = EnumCaseRegistrar(enumName: routes.enum)
        guard let file = try? appEnumFile(registrar, sources: &sources), let text = try? sources.text(of: file) else { return [] }
        return (try? registrar.caseNames(in: text)) ?? []
    }

    /// The cases of a flow's own enum (`shape.routes.perFlow`) before a screen's case joins it, where
    /// the coordinator's file declares it (`HomeRouter.Destination`), for ``ExhaustiveFlowSwitches`` to
    /// find the other switch statements over all of them; none where it is declared elsewhere.
    static func flowCases(_ routes: RouteShape, classFile: URL, sources: inout ProjectSources) -> [String] {
        let registrar = EnumCaseRegistrar(enumName: routes.enum)
        guard let text = try? sources.text(of: classFile), registrar.declaresEnum(in: text) else { return [] }
        return (try? registrar.caseNames(in: text)) ?? []
    }

    private static func appEnumFile(_ registrar: EnumCaseRegistrar, sources: inout ProjectSources) throws -> URL {
        let files = sources.swiftFiles(containing: "enum \(registrar.enumName)").filter { url in
            (try? sources.text(of: url)).map(registrar.declaresEnum) ?? false
        }
        guard files.count == 1, let file = files.first else {
            throw GeneratorError.cannotGenerate(
                "\(files.isEmpty ? "no file" : "\(files.count) files") of this project declare\(files.count > 1 ? "" : "s") enum \(registrar.enumName) (shape.routes.enum in \(Project.configFileName)): name the enum the coordinators push"
            )
        }
        return file
    }
}
