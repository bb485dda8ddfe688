import Foundation

/// A new screen of a coordinator kept in a flow folder its name does not spell (`Items flow/
/// ItemCoordinator.swift` where `layout.screens` is `Flows/{Name} flow`): the pattern names `Flows/Item
/// flow`, which does not exist, while the coordinator's own folder is one the pattern names. The screen
/// goes beside its coordinator and its other screens, not into a new folder of its own.
enum ScreenBesideItsCoordinator {
    /// The coordinator's folder and the note saying why, or nil where the pattern's folder exists, the
    /// pattern has a feature area (``LayoutArea`` decides those), or the coordinator's folder is no flow
    /// folder of the pattern: one it names that holds screens (a folder of coordinators, such as
    /// `App/Coordinator` under `App/{Name}`, is not).
    static func folder(
        for coordinator: FlowName, input: String, project: Project, modules: ModuleAwarePlanning, shape: AppShape
    ) throws -> (folder: String, note: String)? {
        guard let pattern = project.config.layoutPattern(for: .screen).pattern, !LayoutConventions.hasArea(pattern) else { return nil }
        let named = LayoutConventions.folder(pattern, flow: coordinator.typeStem)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: project.url(for: named).path, isDirectory: &isFolder), isFolder.boolValue { return nil }
        guard let file = try modules.classFile(of: input, normalised: coordinator, shape: shape) else { return nil }
        let folder = ModuleScope.folder(of: file)
        guard folder != named else { return nil }
        if let nested = nestedFlowFolder(folder, named: named) {
            return (
                nested,
                "\(coordinator.typeStem)'s screen goes into its coordinator's folder \(nested), the flow's folder kept below another flow's (layout.screens: \(pattern)); \(named), where the pattern names it, does not exist (--in chooses another)"
            )
        }
        guard LayoutDetector.folder(folder, matches: pattern), holdsScreens(folder, naming: shape.naming, project: project)
        else { return nil }
        return (
            folder,
            "\(coordinator.typeStem)'s screen goes beside its coordinator in \(folder), one of the flows' folders (layout.screens: \(pattern)); \(named), where the pattern names it, does not exist (--in chooses another)"
        )
    }

    /// The coordinator's `folder` where it is the folder the pattern names for the flow, kept deeper
    /// (`Flows/MainFlow/SettingsFlow` for `Flows/SettingsFlow`: a flow's folder inside its parent's).
    private static func nestedFlowFolder(_ folder: String, named: String) -> String? {
        let components = named.split(separator: "/")
        guard let flowFolder = components.last, folder.hasSuffix("/" + flowFolder) else { return nil }
        let parent = components.dropLast().joined(separator: "/")
        return parent.isEmpty || folder.hasPrefix(parent + "/") ? folder : nil
    }

    /// Whether `folder` holds a Swift file named like the app's screens (`ItemsListController.swift`).
    private static func holdsScreens(_ folder: String, naming: NamingScheme, project: Project) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: project.url(for: folder).path)) ?? []
        return names.contains { name in
            name.hasSuffix(".swift") && NamingScheme.match(naming.screen, String(name.dropLast(".swift".count))) != nil
        }
    }
}
