import Foundation

/// The framework targets of the app's other Xcode projects (a workspace of `App/App.xcodeproj` beside
/// `CommonUI/CommonUI.xcodeproj` and `Common/Common.xcodeproj`): the module a declaration is compiled
/// into where no target of the app's own project compiles it. Read only when such a declaration is
/// asked about, each project once.
final class WorkspaceFrameworkModules {
    private let sources: AppSources
    private let appProject: String?
    private lazy var frameworks: [ProjectTarget] = sources.xcodeProjects.filter { $0 != appProject }.flatMap(frameworks(of:))

    init(sources: AppSources, appProject: String?) {
        self.sources = sources
        self.appProject = appProject
    }

    /// The framework target of another project whose folders hold `path` (relative to the root), if any.
    func framework(compiling path: String) -> ProjectTarget? {
        ModuleScope.target(holding: path, in: frameworks)
    }

    private func frameworks(of project: String) -> [ProjectTarget] {
        let url = sources.root.appendingPathComponent(project)
        guard let reader = try? PBXProjectSettingsReader(xcodeproj: url, loader: sources.projectFiles) else { return [] }
        let folder = (project as NSString).deletingLastPathComponent
        return reader.targets(displayPath: project, projectFolder: folder).filter { $0.product == .framework }
    }
}
