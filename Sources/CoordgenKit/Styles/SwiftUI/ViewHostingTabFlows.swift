/// A view, not a coordinator, that holds the app's tab flows and shows them in a `TabView` (`struct
/// MainCoordinatorView: View` with `private let homeCoordinator: HomeCoordinator` … and `TabView(selection:)`),
/// where the root coordinator is a state machine that switches between whole scenes: no coordinator holds
/// the tabs, so no `--parent` can name where a new tab goes. A refusal names the view, so the user knows
/// where to add the tab by hand.
struct ViewHostingTabFlows {
    let view: String
    let flows: [String]

    /// The one view of the app that declares stored properties of two or more coordinator types (named by
    /// the app's naming, `{Name}Coordinator`) and whose file shows a `TabView`; nil where none or several do.
    static func find(index: DeclarationIndex, naming: NamingScheme) -> ViewHostingTabFlows? {
        let found = index.types.compactMap { type -> ViewHostingTabFlows? in
            guard type.kind == .struct, type.inheritedNames.contains("View"), type.file.text.contains("TabView(") else { return nil }
            let flows = type.propertyTypeNames.filter { name in
                NamingScheme.match(naming.flowClass, name) != nil && index.type(named: name, kinds: [.class]) != nil
            }
            return Set(flows).count > 1 ? ViewHostingTabFlows(view: type.name, flows: Array(Set(flows)).sorted()) : nil
        }
        return found.count == 1 ? found.first : nil
    }

    /// What the refusal adds.
    var sentence: String {
        "; the tabs (\(flows.joined(separator: ", "))) are held by \(view), a view rather than a coordinator, so no --parent names it: add a new tab to its TabView yourself"
    }
}
