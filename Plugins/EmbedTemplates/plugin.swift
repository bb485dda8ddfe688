import Foundation
import PackagePlugin

/// Turns the package's `Templates/` folder into `BuiltInTemplates.swift`, compiled into CoordgenKit, on
/// every build. The templates stay the one source of generated code: nothing derived from them is
/// committed, and an installed binary carries them, so it needs no repository at run time.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding the templates of \(templates.lastPathComponent)/",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [templates.path(percentEncoded: false), output.path(percentEncoded: false)],
                // Every template is an input, so editing, adding or deleting one re-runs the tool.
                inputFiles: try Self.templateFiles(in: templates),
                outputFiles: [output]
            )
        ]
    }

    /// The `.stencil` files below `folder`, sorted.
    private static func templateFiles(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw PluginError.noTemplatesFolder(folder.path(percentEncoded: false))
        }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "stencil" {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    enum PluginError: Error, CustomStringConvertible {
        case noTemplatesFolder(String)

        var description: String {
            switch self {
            case .noTemplatesFolder(let path): return "EmbedTemplates: no templates folder at \(path)"
            }
        }
    }
}
