/// Swift module names derived from product names the way Xcode derives them.
public enum ModuleName {
    /// Xcode's default `PRODUCT_MODULE_NAME`, `$(PRODUCT_NAME:c99extidentifier)`: every character that
    /// cannot be part of a C99 identifier becomes `_`, and a leading digit gets a `_` in front, so the
    /// app `My-App` is the module `My_App` and `2048 Game` is `_2048_Game`.
    public static func sanitised(_ productName: String) -> String {
        var result = String(
            productName.map { character -> Character in
                let allowed = character == "_" || character.isLetter || character.isNumber
                // Unicode letters are allowed in C99's extended identifiers; punctuation, spaces and
                // symbols are not.
                return allowed ? character : "_"
            })
        if let first = result.first, first.isNumber {
            result = "_" + result
        }
        return result.isEmpty ? "_" : result
    }
}
