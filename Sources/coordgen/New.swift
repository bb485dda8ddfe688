import ArgumentParser

extension Coordgen {
    struct New: ParsableCommand {
        // Every command names itself: otherwise ArgumentParser derives the name from the type at each
        // start-up, which profiling showed as a tenth of a `new coordinator` run.
        static let configuration = CommandConfiguration(
            commandName: "new",
            abstract: "Create a project, a coordinator or a screen.",
            subcommands: [NewProject.self, NewCoordinator.self, NewScreen.self]
        )
    }
}
