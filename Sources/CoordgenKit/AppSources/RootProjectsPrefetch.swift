import Dispatch

/// `init` reads the model of each Xcode project at the app's root (``PBXProjectModel``, through the
/// command's ``PBXProjectLoader``): for the stale-copy check, then for the project's settings. Made
/// in line, after every Swift file is parsed, it is work only one core does (about 145 M instructions
/// for the 905 KB project file of `Benchmarks/LargeApp`); started first, on another thread, it is made
/// while the files are parsed. The loader makes each model once whoever asks first, and a reader
/// that asks before it is made waits for it, so what `init` reads does not change.
enum RootProjectsPrefetch {
    /// Starts making the models of the projects at `sources`' root (none below it) on another thread.
    static func start(_ sources: AppSources) {
        DispatchQueue.global().async {
            for project in sources.xcodeProjects where !project.contains("/") {
                _ = OtherAppProjects.model(of: project, root: sources.root, loader: sources.projectFiles)
            }
        }
    }
}
