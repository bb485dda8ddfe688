/// Each flow's screens are made through its own protocol, which this class adopts in an extension.
final class ModulesFactory {
    /// The app's name, which screens may show.
    let appName = "Meadow"
}
