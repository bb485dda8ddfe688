import Foundation

/// One `.xctemplate` folder: what Xcode lists as one template, with every file in it.
public struct XcodeTemplateBundle: Sendable, Equatable {
    /// Whether Xcode offers the template in New File or New Project; also the top folder it goes in.
    public enum Kind: String, Sendable, CaseIterable {
        case file = "File Templates"
        case project = "Project Templates"
    }

    public let kind: Kind
    /// The title Xcode shows, which is also the folder name without `.xctemplate`.
    public let title: String
    /// The style whose templates the bundle is rendered from; its group folder holds the bundle.
    public let style: Style
    /// The files by their path inside the bundle folder.
    public private(set) var files: [String: Data] = [:]

    public init(kind: Kind, title: String, style: Style) {
        self.kind = kind
        self.title = title
        self.style = style
    }

    /// The bundle's folder below a templates folder, e.g.
    /// `File Templates/Coordinator Router (coordgen)/Coordinator.xctemplate`.
    public var relativePath: String {
        "\(kind.rawValue)/\(style.xcodeGroupName)/\(title).xctemplate"
    }

    /// Adds a text file at `path` inside the bundle.
    mutating func add(_ text: String, at path: String) {
        files[path] = Data(utf8Of: text)
    }

    /// Adds a plist written by the libxml2 writer: Apple's layout, and duplicate keys refused.
    mutating func add(_ plist: PropertyList, at path: String) throws {
        files[path] = try PropertyListWriter().data(for: plist)
    }

    /// Adds `TemplateIcon.png` and `TemplateIcon@2x.png`.
    mutating func addIcons() {
        for icon in TemplateIcon.files {
            files[icon.name] = icon.contents
        }
    }
}
