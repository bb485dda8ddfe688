/// Everything generation needs to know about an app's own conventions: its project, its coordinator
/// protocol, how it names and places things, and how it formats code.
///
/// `coordgen init` detects it in an existing app and records it in `.coordgen.yml`; coordgen's own
/// styles have one too (``builtIn(for:projectName:)``), so they are the default data, not special cases.
public struct AppShape: Codable, Equatable, Sendable {
    /// The app's module (its sanitised product name), which tests `@testable import`.
    public var module: String
    public var project: ProjectFacts
    /// The coordinator protocol.
    public var `protocol`: ProtocolShape
    public var naming: NamingScheme
    public var layout: LayoutConventions
    public var format: SourceFormat
    /// The file that declares the flow enum (`paths.coordinatorType` in `.coordgen.yml`).
    public var flowEnumFile: String?
    /// The app target's default isolation and upcoming features; nil for Xcode 16's defaults.
    public var concurrency: ConcurrencySettings?
    /// How generated screens get their canvas preview.
    public var previews: PreviewStyle

    public init(
        module: String, project: ProjectFacts, protocol: ProtocolShape, naming: NamingScheme, layout: LayoutConventions,
        format: SourceFormat, flowEnumFile: String? = nil, concurrency: ConcurrencySettings? = nil,
        previews: PreviewStyle = .macro
    ) {
        self.previews = previews
        self.concurrency = concurrency
        self.module = module
        self.project = project
        self.protocol = `protocol`
        self.naming = naming
        self.layout = layout
        self.format = format
        self.flowEnumFile = flowEnumFile
    }

    /// The same shape with these concurrency settings.
    func with(concurrency: ConcurrencySettings?) -> AppShape {
        var shape = self
        shape.concurrency = concurrency
        return shape
    }
}
