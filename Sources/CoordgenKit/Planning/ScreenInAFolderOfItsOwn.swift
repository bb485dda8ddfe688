import Foundation

/// A new screen of a coordinator whose feature folder the screens' pattern does not name, in an app that
/// keeps each screen in a folder named after it (`Presentation/{Name}View` holding `MainView/MainView.swift`,
/// `RankingView/RankingView.swift`, all shown by one `AppCoordinator`): the pattern names `Presentation/AppView`
/// for the coordinator, a folder that does not exist and would hold no screen of that name. The screen gets a
/// folder of its own by the pattern, as its siblings have (`Presentation/GiraffeView`).
enum ScreenInAFolderOfItsOwn {
    /// The screen's own folder and the note saying why, or nil where the pattern's folder for its
    /// coordinator's flow `flow` (as the style resolved it) exists, the pattern has a feature area, or its folders are not each one screen's.
    static func folder(for screen: FlowName, flow: String, project: Project) -> (folder: String, note: String)? {
        guard let pattern = project.config.layoutPattern(for: .screen).pattern, !LayoutConventions.hasArea(pattern) else { return nil }
        let named = LayoutConventions.folder(pattern, flow: flow)
        guard !isFolder(named, in: project), foldersAreEachOneScreens(pattern, project: project) else { return nil }
        let own = LayoutConventions.folder(pattern, flow: screen.typeStem)
        return (
            own,
            "\(screen.typeStem)'s screen goes into \(own), a folder of its own as the app's screens have (layout.screens: \(pattern)); \(named), where the pattern names \(flow)'s, does not exist (--in chooses another)"
        )
    }

    private static func isFolder(_ path: String, in project: Project) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: project.url(for: path).path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether the folders `pattern` names (`Presentation/MainView` for `Presentation/{Name}View`) are
    /// each one screen's: more than half of those holding Swift files, and at least two, hold only files
    /// whose names start with the name the folder stands for (`MainView.swift`, `MainVM.swift`). A folder
    /// per flow holds its screens of other names too (`Bookings/BookingDetailViewController.swift`).
    private static func foldersAreEachOneScreens(_ pattern: String, project: Project) -> Bool {
        let components = pattern.split(separator: "/").map(String.init)
        guard let named = components.firstIndex(where: { $0.contains(NamingScheme.placeholder) || $0.contains(LayoutConventions.titlePlaceholder) })
        else { return false }
        let parent = components[..<named].joined(separator: "/")
        let component = components[named].replacingOccurrences(of: LayoutConventions.titlePlaceholder, with: NamingScheme.placeholder)
        let rest = components[(named + 1)...]
        let files = FileManager.default
        var (own, holding) = (0, 0)
        for child in (try? files.contentsOfDirectory(atPath: project.url(for: parent.isEmpty ? "." : parent).path)) ?? [] {
            guard let name = NamingScheme.match(component, child) else { continue }
            let folder = ([parent, child] + rest).filter { !$0.isEmpty }.joined(separator: "/")
            let swiftFiles = ((try? files.contentsOfDirectory(atPath: project.url(for: folder).path)) ?? []).filter { $0.hasSuffix(".swift") }
            guard !swiftFiles.isEmpty else { continue }
            holding += 1
            if swiftFiles.allSatisfy({ $0.hasPrefix(name.replacingOccurrences(of: " ", with: "")) }) { own += 1 }
        }
        return own >= 2 && own * 2 > holding
    }
}
