import Foundation
import PackagePlugin

/// `swift package coordgen <arguments>` in a package, and the same command from Xcode's File › Packages
/// menu (or a project's context menu) in an Xcode project: runs the coordgen built from the package
/// dependency with the user's arguments, in the package's (or the project's) folder, so a team that
/// pins coordgen as a dependency needs no install. coordgen writes files, so the plugin asks for
/// permission to write to the package directory; SwiftPM asks the user, or takes
/// `--allow-writing-to-package-directory`.
///
/// The plugin cannot `cd`: `--in <folder>` before the command runs coordgen in that folder of the
/// package instead (`swift package coordgen --in Demo new coordinator Reservation --parent App`), and
/// `COORDGEN_PLUGIN=1` tells coordgen to print its next steps that way.
@main
struct CoordgenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(try context.tool(named: "coordgen").url, arguments, in: context.package.directoryURL)
    }

    /// Runs coordgen and passes on what it printed; a failure is the plugin's failure, with coordgen's
    /// one-line error.
    func run(_ coordgen: URL, _ arguments: [String], in directory: URL) throws {
        var arguments = arguments
        var directory = directory
        if arguments.first == "--in" {
            guard arguments.count > 1 else {
                Diagnostics.error("--in needs a folder of the package: swift package coordgen --in <folder> <command> …")
                throw CoordgenFailed(status: 64)
            }
            directory = directory.appendingPathComponent(arguments[1])
            arguments.removeFirst(2)
        }
        let process = Process()
        process.executableURL = coordgen
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["COORDGEN_PLUGIN": "1"]) { $1 }
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("coordgen \(arguments.joined(separator: " ")) failed with exit status \(process.terminationStatus)")
            throw CoordgenFailed(status: process.terminationStatus)
        }
    }
}

/// coordgen exited with a non-zero status; it has already said why.
struct CoordgenFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "coordgen exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CoordgenCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try run(try context.tool(named: "coordgen").url, arguments, in: context.xcodeProject.directoryURL)
        }
    }
#endif
