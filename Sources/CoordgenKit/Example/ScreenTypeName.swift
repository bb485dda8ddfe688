/// The kind of screen a type's name says it is (`ViewController`, `Screen`, `View`), and its name without it.
enum ScreenTypeName {
    static let suffixes = ["ViewController", "Controller", "Screen", "View", "Page", "Scene", "VC"]

    static func suffix(of name: String) -> String {
        suffixes.first { name.hasSuffix($0) && name.count > $0.count } ?? ""
    }

    static func stem(of name: String) -> String {
        String(name.dropLast(suffix(of: name).count))
    }
}
