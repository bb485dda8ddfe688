/// How the user runs coordgen, so the next steps coordgen prints are commands that work as typed:
/// `coordgen …` in a shell, and under the package plugin `swift package
/// --allow-writing-to-package-directory coordgen …`. The plugin runs coordgen in the package's folder,
/// where `cd` means nothing: a project in a subfolder is reached with the plugin's own `--in <folder>`,
/// given before the command.
public enum CommandSpelling: Sendable, Equatable {
    case shell
    case packagePlugin

    /// The variable the `CoordgenCommand` plugin sets for the coordgen it runs.
    public static let pluginVariable = "COORDGEN_PLUGIN"

    /// The spelling of the process whose environment is `environment`.
    public init(environment: [String: String]) {
        self = environment[Self.pluginVariable] == "1" ? .packagePlugin : .shell
    }

    /// The lines that run each of `commands` (coordgen's arguments, with a trailing comment if any)
    /// in `folder`, a path from where the user is: `cd <folder>` and the commands in a shell, the
    /// commands with the plugin's `--in <folder>` under the plugin.
    public func steps(_ commands: [String], in folder: String) -> [String] {
        switch self {
        case .shell:
            return ["cd \(folder)"] + commands.map { "coordgen \($0)" }
        case .packagePlugin:
            let folderArgument = folder == "." ? "" : "--in \(Self.shellWord(folder)) "
            return commands.map { "swift package --allow-writing-to-package-directory coordgen \(folderArgument)\($0)" }
        }
    }

    /// `folder` quoted for a shell where it needs it.
    private static func shellWord(_ folder: String) -> String {
        let plain = !folder.isEmpty && folder.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
        return plain ? folder : "'" + folder.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
