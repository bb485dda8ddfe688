/// Every screen module of the app, registered once at launch.
@MainActor
enum GreenhouseModules {
    static var all: [ModuleAssembly] {
        [
            PlotsAssembly(),
            SeedsAssembly(),
            ToolsAssembly()
        ]
    }
}
