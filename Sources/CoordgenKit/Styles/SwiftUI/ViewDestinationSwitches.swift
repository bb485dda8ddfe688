import Foundation

/// The `switch` over the app's one route enum in the `.navigationDestination(for:)` closure of a view
/// (`shape.routes.destinationsInViews`): a new case of the enum (a new flow's first screen) gets
/// `case .<name>: EmptyView()` in every such switch without a `default`, so it stays exhaustive; the
/// new flow's own stack shows the case.
enum ViewDestinationSwitches {
    /// The clause, as written and as removal finds it again.
    static func emptyClause(_ caseName: String) -> String { "case .\(caseName):\n    EmptyView()" }

    static func keepExhaustive(adding caseName: String, routes: RouteShape, sources: inout ProjectSources) throws {
        guard routes.destinationsInViews == true else { return }
        for file in sources.swiftFiles(containing: "navigationDestination") {
            let text = try sources.text(of: file)
            for view in (try? DestinationSwitchLocator.views(mappingDestinationsOf: [routes.enum], in: text)) ?? [] {
                let inserter = SwitchCaseInserter(viewName: view, destinationsOf: [routes.enum])
                guard let handled = try? inserter.handledCases(in: sources.text(of: file)), !handled.contains(caseName),
                    (try? inserter.hasDefault(in: sources.text(of: file))) == false
                else { continue }
                try sources.edit(file, action: "added case .\(caseName): EmptyView() to \(view)'s destinations (another flow shows it)") {
                    try inserter.addingClause(emptyClause(caseName), handling: caseName, to: $0)
                }
            }
        }
    }
}
