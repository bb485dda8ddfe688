/// What a project reader found: the kind, the file it read, and the targets.
struct ProjectDescription: Sendable {
    var kind: ProjectFacts.Kind
    var file: String?
    var targets: [ProjectTarget]
    /// The project's own name (`Cafe` of `Cafe.xcodeproj` or of a `project.yml`'s `name:`), when it has one.
    var name: String?
    /// Facts about the project file that are worth a line in `init`'s output (objectVersion 56).
    var notes: [String] = []
    /// What the reader had to choose on its own, for init's "Could not decide".
    var undecided: [String] = []
}
