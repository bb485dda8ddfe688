/// A new screen of a coordinator whose screens all live in one folder the screens' pattern does not
/// name for it (`Presentation/Login/LoginViewController.swift` where `layout.screens` is
/// `Presentation/Main/{Name}Scene`, the pattern of the tab flows): the pattern's folder for the
/// coordinator does not exist, while its screens' folder does. The screen goes beside those screens.
enum ScreenBesideItsSiblingScreens {
    /// The folder of the coordinator's `screens` and the note saying why, or nil where they are none or
    /// in several folders. `named` is the pattern's folder for the coordinator's flow `flow`, which does not exist.
    static func folder(
        for screen: FlowName, flow: String, named: String, pattern: String, screens: [(name: String, folder: String)]
    ) -> (folder: String, note: String)? {
        guard let first = screens.first, screens.allSatisfy({ $0.folder == first.folder }), first.folder != named else { return nil }
        let others = screens.count > 1 ? " and \(screens.count - 1) more" : ""
        return (
            first.folder,
            "\(screen.typeStem)'s screen goes beside its coordinator's screens in \(first.folder) (\(first.name)\(others)); \(named), where the pattern names \(flow)'s (layout.screens: \(pattern)), does not exist (--in chooses another)"
        )
    }
}
