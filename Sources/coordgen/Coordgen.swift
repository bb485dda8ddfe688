import ArgumentParser
import CoordgenKit

@main
struct Coordgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coordgen",
        abstract: "Scaffold iOS apps built on the Coordinator pattern.",
        discussion: """
            Coordinators own navigation; view controllers only report what the user did. coordgen writes the coordinator tree for you and keeps it consistent: a new coordinator gets its CoordinatorType case and, with --parent, the parent's open<Name>Coordinator().

            Start with:
              coordgen new project Hotel
              cd Hotel
              coordgen new coordinator Reservation --parent App
              coordgen new screen Details --coordinator Reservation

            Every generating command takes --dry-run to show what it would write, with a diff, and writes nothing. A bad option or name exits with status 64 and the usage line; a problem found in the project exits with status 1; either way nothing is written.

            A change is all or nothing, even when the command is killed part way (a closed terminal, kill -9, a power loss): the next command in the project finishes or undoes it first and says so in one line. Ctrl-C waits until the files being moved are all in place. coordgen never writes outside the folder that holds .coordgen.yml, whatever .coordgen.yml, --in or a symbolic link says. docs/RELIABILITY.md has the details.
            """,
        version: CoordgenVersion.current,
        subcommands: [Init.self, New.self, Remove.self, Rename.self, Tree.self, Doctor.self, Templates.self, Xcode.self]
    )

    /// ArgumentParser's `main()`, but a plain line of a command run often is read without it
    /// (`QuickCommandLine`); a failed run ends as ArgumentParser ends it.
    static func main() {
        switch QuickCommandLine.read(Array(CommandLine.arguments.dropFirst())) {
        case .version:
            print(CoordgenVersion.current)
        case .command(var command):
            do {
                try command.run()
            } catch {
                exit(withError: error)
            }
        case nil:
            main(nil)
        }
    }
}
