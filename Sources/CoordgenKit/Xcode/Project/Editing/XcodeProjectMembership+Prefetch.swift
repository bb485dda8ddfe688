import Dispatch
import Foundation

extension XcodeProjectMembership {
    /// Starts reading the model of the project file ``plan(adding:project:choice:)`` will edit, on
    /// another thread, while the command plans its Swift files: parsing a large `project.pbxproj` (about
    /// 145 M instructions for the 905 KB one of `Benchmarks/LargeApp`) then no longer runs after the
    /// planning on the same core. The command's ``PBXProjectLoader`` parses each file once whoever asks
    /// first and makes a later asker wait, so the plan reads the same model; a project that cannot be
    /// located or read is left to the plan, which says why as before.
    static func startReading(_ project: Project) {
        DispatchQueue.global().async {
            guard let xcodeproj = try? locate(project) else { return }
            let file = xcodeproj.appendingPathComponent("project.pbxproj")
            _ = try? project.sources.projectFiles.model(xcodeproj: xcodeproj, name: project.displayPath(of: file))
        }
    }
}
