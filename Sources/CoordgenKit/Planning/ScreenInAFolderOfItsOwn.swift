/// A new screen of a coordinator whose feature folder the screens' pattern does not name, where that
/// coordinator's own screens each live in a folder named after the screen (`Presentation/{Name}View`
/// holding `MainView/MainView.swift` and `RankingView/RankingView.swift`, both made by one
/// `AppCoordinator`): the pattern names `Presentation/AppView` for the coordinator, a folder that does not
/// exist and would hold no screen of that name. The screen gets a folder of its own by the pattern, as
/// the coordinator's other screens have (`Presentation/GiraffeView`). Where the coordinator makes fewer
/// than two screens found, each in a folder of its own (its screens share a feature folder, or a factory
/// makes them), ``ScreenBesideItsSiblingScreens`` or the pattern's folder decides.
enum ScreenInAFolderOfItsOwn {
    /// The screen's own folder and the note saying why, or nil unless every screen of the coordinator's
    /// `screens`, two at least, lives in the folder `pattern` names after it (one screen's folder may be its
    /// flow's: `Home/View` holding `HomeViewController`, which a new screen joins). `named` is the pattern's folder for the
    /// coordinator's flow `flow` (as the style resolved it), which does not exist.
    static func folder(
        for screen: FlowName, flow: String, named: String, pattern: String, screens: [(name: String, folder: String)], naming: String
    ) -> (folder: String, note: String)? {
        let own = screens.filter { screen in
            NamingScheme.match(naming, screen.name).map { LayoutConventions.folder(pattern, flow: $0) == screen.folder } ?? false
        }
        guard own.count >= 2, own.count == screens.count, let example = own.first else { return nil }
        let folder = LayoutConventions.folder(pattern, flow: screen.typeStem)
        return (
            folder,
            "\(screen.typeStem)'s screen goes into \(folder), a folder of its own as its coordinator's screens have (\(example.name) in \(example.folder); layout.screens: \(pattern)); \(named), where the pattern names \(flow)'s, does not exist (--in chooses another)"
        )
    }
}
