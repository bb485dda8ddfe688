/// A new screen of a coordinator whose screens live in the feature folders of other features, by the
/// screens' pattern (`Features/{Name}/Views` holding `Features/Auth/Views/LoginViewController.swift` and
/// `Features/Catalog/Views/ProductListViewController.swift`, both made by the app's one `AppCoordinator`):
/// the pattern names `Features/App/Views` for the coordinator, a feature that does not exist. The screen
/// gets a feature folder of its own laid out alike (`Features/Giraffe/Views`), as each feature has. Where
/// the coordinator's screens are found in fewer than two features, or anywhere else too,
/// ``ScreenBesideItsSiblingScreens`` or the pattern's folder decides.
enum ScreenInAFeatureFolderOfItsOwn {
    /// The screen's own feature folder and the note saying why, or nil unless the coordinator's `screens`
    /// all live in folders `pattern` names, two different ones at least. `named` is the pattern's folder
    /// for the coordinator's flow `flow`, which does not exist.
    static func folder(
        for screen: FlowName, flow: String, named: String, pattern: String, screens: [(name: String, folder: String)]
    ) -> (folder: String, note: String)? {
        let features = Set(screens.map(\.folder))
        guard features.count >= 2, features.allSatisfy({ LayoutDetector.folder($0, matches: pattern) }) else { return nil }
        let folder = LayoutConventions.folder(pattern, flow: screen.typeStem)
        let shown = features.sorted().prefix(2).joined(separator: ", ") + (features.count > 2 ? " and \(features.count - 2) more" : "")
        return (
            folder,
            "\(screen.typeStem)'s screen goes into \(folder), a feature folder of its own laid out as those of its coordinator's screens are (\(shown); layout.screens: \(pattern)); \(named), where the pattern names \(flow)'s, does not exist (--in chooses another)"
        )
    }
}
