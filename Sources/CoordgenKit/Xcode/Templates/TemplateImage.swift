/// The `Image` of a TemplateInfo.plist: the SF Symbol Xcode 13 and later shows for a template in its
/// New File and New Project sheets, as Apple's own templates name one (`SystemSymbolName`) or a file
/// type's icon. The drawn `TemplateIcon` PNGs stay beside it for older Xcodes.
enum TemplateImage {
    /// Three linked nodes: a coordinator is a node in a tree of flows.
    static let coordinator = "point.3.connected.trianglepath.dotted"
    /// A phone screen.
    static let screen = "iphone"
    /// The whole tree of flows, for the app.
    static let app = "point.3.filled.connected.trianglepath.dotted"

    /// The `Image` dictionary naming `symbol`.
    static func propertyList(_ symbol: String) -> PropertyList {
        ["SystemSymbolName": .string(symbol)]
    }
}
