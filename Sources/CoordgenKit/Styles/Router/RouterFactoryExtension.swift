/// `ViewControllerFactory+<Name>.swift`, which the router style's Coordinator and Screen templates
/// add beside the view controller: `make<Name>ViewController()` in a protocol extension.
///
/// A router-style coordinator builds its screens with `factory.make<Name>ViewController()`, and
/// `coordgen new coordinator` / `new screen` declare that method in `ViewControllerFactory` and
/// implement it in `DefaultViewControllerFactory`. Xcode cannot edit those files, so this extension
/// supplies the method to every factory instead and the new files compile as they are. Its body is the
/// CLI's own `snippets/MakeViewController.swift.stencil`, rendered through the same path.
enum RouterFactoryExtension {
    /// The protocol the extension extends, as the router style's project names it.
    static let protocolName = "ViewControllerFactory"

    /// `ViewControllerFactory+<Name>.swift`, the convention for a file holding an extension.
    static let fileName = "\(protocolName)+\(XcodeSourceRenderer.flowName).swift"

    /// The file's text: Xcode's header line, `import UIKit` (the snippet makes a view controller, whose
    /// initialiser member import visibility hides from a file that does not import UIKit), then the
    /// extension around the factory snippet.
    static func render(with renderer: XcodeSourceRenderer) throws(TemplateError) -> String {
        let method = try renderer.files.renderSnippet(.makeViewController, subject: XcodeSourceRenderer.flowSubject())
        let body = SnippetIndenter.reindent(method, base: "    ", unit: "    ", lineEnding: "\n")
        let name = XcodeSourceRenderer.flowName
        return """
            \(try renderer.files.header(for: fileName))

            import UIKit

            /// Lets every view controller factory build the \(name) screen,
            /// since Xcode cannot add the method to \(protocolName) itself. For a test's fake factory to
            /// return its own screen, declare the method in \(protocolName) and implement it in
            /// DefaultViewControllerFactory, as `coordgen new screen` does; this extension then only
            /// supplies the default.
            extension \(protocolName) {
            \(body)
            }

            """
    }
}
