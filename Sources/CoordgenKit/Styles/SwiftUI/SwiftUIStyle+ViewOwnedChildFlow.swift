import Foundation
import SwiftSyntax

/// A child flow in an app whose flows are created by the views that show them
/// (`shape.routes.flows.ownedByView`: `@StateObject private var coordinator = AuthCoordinator()` in
/// `AuthCoordinatorView`), started by a parent coordinator.
///
/// The flow's coordinator stays its view's own, as the app's are: the parent holds no child, only a
/// flag (`@Published var isShowingReservation = false`) and the method raising it in the app's verb
/// (`openReservationCoordinator()`); the view that shows the parent presents the flow's view with
/// `.sheet(isPresented:)` (or `.fullScreenCover`), and the flow's finish closure lowers the flag.
enum ViewOwnedChildFlow {
    /// The parent's flag presenting the flow: named as the app names the flags that present its flows'
    /// views (`showsSettings` for `SettingsFlowView` gives `showsReservation`), else `isShowingReservation`.
    static func flag(for name: FlowName, flows: ChildFlowShape, sources: inout ProjectSources) -> String {
        flagPrefix(flows: flows, sources: &sources) + name.typeStem
    }

    /// What comes before a flow's name in the flags of the app's `.sheet(isPresented: $x.showsSettings)
    /// { SettingsFlowView(…) }`, the first found; `isShowing` where no flag presents a flow's view.
    static func flagPrefix(flows: ChildFlowShape, sources: inout ProjectSources) -> String {
        let parts = flows.view.components(separatedBy: NamingScheme.placeholder)
        guard parts.count == 2 else { return defaultPrefix }
        for file in sources.swiftFiles(containing: "isPresented:") {
            guard let text = try? sources.text(of: file), let parsed = try? ParsedSwiftSource(text) else { continue }
            let calls = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: parsed.tree) { call in
                ["sheet", "fullScreenCover"].contains(call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
            }
            for call in calls {
                guard let flag = call.arguments.first(where: { $0.label?.text == "isPresented" })?.expression.as(MemberAccessExprSyntax.self)?
                    .declName.baseName.text,
                    let closure = call.trailingClosure
                else { continue }
                let shown = SwiftDeclarationLookup.all(DeclReferenceExprSyntax.self, in: closure) { _ in true }.map(\.baseName.text)
                for view in shown where view.hasPrefix(parts[0]) && view.hasSuffix(parts[1]) && view.count > parts[0].count + parts[1].count {
                    let name = String(view.dropFirst(parts[0].count).dropLast(parts[1].count))
                    if flag.hasSuffix(name), flag.count > name.count { return String(flag.dropLast(name.count)) }
                }
            }
        }
        return defaultPrefix
    }

    private static let defaultPrefix = "isShowing"
}

extension SwiftUIStyle {
    /// Plans the parent's flag and method, and the modifier presenting the flow's view in the view that
    /// shows the parent (`presentation`, holding the parent in `site.property`).
    func planViewOwnedParentEdits(
        _ request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution, flows: ChildFlowShape,
        presentation: (file: URL, view: String), stackView: String, sources: inout ProjectSources
    ) throws {
        let flag = ViewOwnedChildFlow.flag(for: request.name, flows: flows, sources: &sources)
        let openMethod = String(request.openMethod.prefix { $0 != "(" })
        let snippet = """
            /// Starts the \(request.name.title) flow: the view showing this coordinator presents \(stackView),
            /// which creates the flow's coordinator, until the flow ends.
            func \(openMethod)() {
                \(flag) = true
            }
            """
        let classFile = try CoordinatorMethodWriter(resolution: parent, in: request.project).add(
            method: request.openMethod, snippet: snippet, in: &sources)
        let declaration = "\(flows.observable == true ? "" : "@Published ")var \(flag) = false"
        try sources.edit(classFile, action: "added \(declaration)", target: parent.className) { text in
            try StatementInserter.addingProperty(
                declaration, named: flag, toClass: parent.className,
                after: { binding in binding.initializer?.value.trimmedDescription == "false" }, in: text)
        }
        try sources.importCombineForPublished(in: classFile, shape: request.shape)
        let finish = flows.finishClosure ?? "onFinish"
        let modifier = flows.presentation == "fullScreenCover" ? "fullScreenCover" : "sheet"
        let action = "presented \(stackView) with .\(modifier)(isPresented:) in \(presentation.view) (\(request.project.displayPath(of: presentation.file)))"
        // Found again in the text as edited so far: the parent's class may share the view's file.
        try sources.edit(presentation.file, action: action) { text in
            guard let site = try ViewModifierInserter.site(holding: parent.className, in: text) else {
                throw GeneratorError.cannotGenerate("the view showing \(parent.className) changed while planning")
            }
            let presenting = """
                .\(modifier)(isPresented: \(site.binding ?? "$" + site.property).\(flag)) {
                    \(stackView)(\(finish): {
                        \(site.property).\(flag) = false
                    })
                }
                """
            return try ViewModifierInserter.addingModifier(presenting, at: site, in: text)
        }
    }
}
