/// Each flow's screens are made through its own protocol, which this class adopts in an extension.
final class ModulesFactory {}
