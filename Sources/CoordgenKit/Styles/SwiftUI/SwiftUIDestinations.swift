import Foundation

/// The two places a SwiftUI-style coordinator lists what it can show: a case of its route enum
/// (`shape.routes.enum`, the style's nested `Destination`), and that case's clause in the `switch` of
/// its view builder (`shape.routes.viewBuilder`, `view(for:)`). Both are edited with swift-syntax in
/// the file that declares the coordinator class.
enum SwiftUIDestinations {
    /// Plans `case <caseName><associatedValues>` in `className`'s route enum and `clause` (rendered from
    /// a destination snippet) in its view builder.
    static func add(
        caseName: String,
        associatedValues: String? = nil,
        clause: String,
        routes: RouteShape,
        flow: String? = nil,
        to className: String,
        in classFile: URL,
        sources: inout ProjectSources
    ) throws {
        // An enum named after each flow (`{Name}Route`) is `flow`'s own, declared at the top level.
        let topLevelPerFlow = routes.enumIsPattern
        let routes = flow.map(routes.resolved(forFlow:)) ?? routes
        // Planned after the method that shows the destination, whose summary already names the file.
        let action = "added case .\(caseName) to \(routes.enum) and its view to \(routes.viewBuilder)"
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
        let classAction = enumFile == classFile ? action : "added the view of .\(caseName) to \(routes.viewBuilder)"
        try sources.edit(classFile, action: classAction) { text in
            let withCase = enumFile == classFile ? try registrar.addingCase(caseName, associatedValues: associatedValues, to: text) : text
            return try SwitchCaseInserter(typeName: className, function: routes.viewBuilder).addingClause(
                clause, handling: caseName, to: withCase)
        }
        if !routes.perFlow { try keepSwitchesExhaustive(adding: caseName, routes: routes, except: className, sources: &sources) }
    }

    /// A new flow's first case in the app's one enum (`shape.routes.perFlow` false): the case, and an
    /// `EmptyView()` clause in every other coordinator's view builder that switches over every case.
    static func addAppWideCase(_ caseName: String, routes: RouteShape, for newClass: String, sources: inout ProjectSources) throws {
        let registrar = EnumCaseRegistrar(enumName: routes.enum)
        try sources.edit(try appEnumFile(registrar, sources: &sources), action: "added case .\(caseName) to \(routes.enum)") { text in
            try registrar.addingCase(caseName, to: text)
        }
        try keepSwitchesExhaustive(adding: caseName, routes: routes, except: newClass, sources: &sources)
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
            for type in (try? SwitchCaseInserter.types(declaring: routes.viewBuilder, in: text)) ?? [] where type != className {
                let inserter = SwitchCaseInserter(typeName: type, function: routes.viewBuilder)
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
    private static func appEnumFile(_ registrar: EnumCaseRegistrar, sources: inout ProjectSources) throws -> URL {
        let files = sources.swiftFiles(containing: "enum \(registrar.enumName)").filter { url in
            (try? sources.text(of: url)).map(registrar.declaresEnum) ?? false
        }
        guard files.count == 1, let file = files.first else {
            throw GeneratorError.cannotGenerate(
                "\(files.isEmpty ? "no file" : "\(files.count) files") of this project declare\(files.count == 1 ? "s" : "") enum \(registrar.enumName) (shape.routes.enum in \(Project.configFileName)): name the enum the coordinators push"
            )
        }
        return file
    }
}
