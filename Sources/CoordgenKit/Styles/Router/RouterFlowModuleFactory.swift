import Foundation

/// `<Name>ModuleFactory.swift`, the protocol a new flow makes its screens through where each flow has its
/// own (`shape.screenFactory.protocol: {Name}ModuleFactory`): it declares the flow's first screen, and
/// an extension makes the app's one implementation (`ModuleFactoryImp`) conform, since that class
/// already gets the method. It goes beside the other flows' protocols.
enum RouterFlowModuleFactory {
    /// The new file for `flow`, or nil when its protocol exists or the app has one factory for all flows.
    static func plan(
        flow: String, firstScreen snippet: String, implementedIn classFile: URL, files: SourceFileRenderer, sources: inout ProjectSources
    ) throws -> (url: URL, text: String)? {
        guard let factory = files.app.shape.protocol.screenFactory, factory.protocol.contains(NamingScheme.placeholder) else { return nil }
        let protocolName = NamingScheme.apply(factory.protocol, to: flow)
        let lines = snippet.split(separator: "\n")
        guard !sources.declaresClassOrProtocol(named: protocolName), let requirement = lines.first(where: { $0.hasPrefix("func ") }) else {
            return nil
        }
        let documentation = lines.prefix { $0.hasPrefix("///") }
        let sibling = sources.project.sources.paths.first { path in
            let name = (path as NSString).lastPathComponent
            return name.hasSuffix(".swift") && NamingScheme.match(factory.protocol, String(name.dropLast(6))) != nil
        }
        let folder =
            sibling.map { sources.project.root.appendingPathComponent(($0 as NSString).deletingLastPathComponent) }
            ?? classFile.deletingLastPathComponent()
        let fileName = "\(protocolName).swift"
        let header = try files.header(for: fileName)
        let unit = files.app.shape.format.unit
        let declaration = requirement.hasSuffix(" {") ? requirement.dropLast(2) : requirement[...]
        let title = flow.splittingCamelCaseWords.joined(separator: " ")
        let text = """
            \(header.isEmpty ? "" : header + "\n\n")/// Makes the screens of the \(title) flow; \(factory.implementation) implements it.
            protocol \(protocolName) {
            \((documentation + [declaration]).map { unit + $0 }.joined(separator: "\n"))
            }

            extension \(factory.implementation): \(protocolName) {}

            """
        return (folder.appendingPathComponent(fileName), text)
    }
}
