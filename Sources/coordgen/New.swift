import ArgumentParser

extension Coordgen {
    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create a project, a coordinator or a screen.",
            subcommands: [NewProject.self, NewCoordinator.self, NewScreen.self]
        )
    }
}
