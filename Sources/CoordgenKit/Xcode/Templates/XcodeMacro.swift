/// The text macros Xcode replaces when it creates files from a template, such as
/// `___VARIABLE_productName:identifier___`.
///
/// The exporter renders coordgen's own Stencil templates with these macros as the values, so the
/// names the CLI computes are filled in by Xcode instead, and both make the same code.
public enum XcodeMacro {
    /// `___NAME___`, or `___NAME:modifier,…___` with modifiers such as `identifier`.
    public static func named(_ name: String, modifiers: [String] = []) -> String {
        "___" + name + (modifiers.isEmpty ? "" : ":" + modifiers.joined(separator: ",")) + "___"
    }

    /// `___VARIABLE_<option>___`: what the user entered or picked for the template option `option`.
    public static func variable(_ option: String, modifiers: [String] = []) -> String {
        named("VARIABLE_\(option)", modifiers: modifiers)
    }

    /// The first line of every generated source. Xcode's header comment starts after the `//`, so a
    /// team's `IDETemplateMacros.plist` header applies as it does to Apple's templates.
    public static let fileHeaderLine = "//" + named("FILEHEADER")

    /// The organization from the project's settings, for templates that mention it.
    public static let organizationName = named("ORGANIZATIONNAME")

    /// The `identifier` modifier: characters that cannot be part of a Swift name become `_`, so a
    /// name typed with a space still makes code that compiles.
    public static let identifier = "identifier"
}
