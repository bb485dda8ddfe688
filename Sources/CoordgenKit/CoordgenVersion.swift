/// coordgen's version, printed by `coordgen --version`.
public enum CoordgenVersion {
    public static let current = "0.1.0"
}
