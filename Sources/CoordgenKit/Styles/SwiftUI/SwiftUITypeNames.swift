/// SwiftUI's views whose names a generated `<Name>View` could take.
enum SwiftUITypeNames {
    /// A screen or flow named `Navigation` would declare `struct NavigationView`, which compiles but hides
    /// SwiftUI's view from the whole app module: code that meant SwiftUI's would silently get the screen.
    static let views: Set<String> = [
        "AnyView", "EmptyView", "EquatableView", "NavigationView", "ScrollView", "TabView", "ProgressView",
        "TimelineView", "ContentUnavailableView", "NavigationSplitView",
    ]

    /// Refuses a name whose `<Name>View` is one of SwiftUI's views.
    static func check(_ name: FlowName) throws(NameError) {
        let viewName = name.typeStem + "View"
        if views.contains(viewName) {
            throw .shadowsSwiftUI(name.original, viewName)
        }
    }
}
