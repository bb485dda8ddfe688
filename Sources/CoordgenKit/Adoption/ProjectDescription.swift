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

extension ProjectDescription {
    /// Says where the app and test targets' settings came from when `.xcconfig` files gave some, and
    /// which settings stay unknown because a reference in them names no setting coordgen found.
    mutating func explainSettings() {
        let explained = targets.filter { [.app, .unitTests].contains($0.product) }
        let files = explained.flatMap(\.settingsFiles).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if !files.isEmpty { notes.append("settings also from \(files.joined(separator: ", "))") }
        for target in explained where !target.unresolvedSettings.isEmpty {
            let keys = Set(target.unresolvedSettings.map { String($0.prefix { $0 != " " }) })
            let corrections = [
                ("PRODUCT_NAME", "module"), ("PRODUCT_MODULE_NAME", "module"), ("IPHONEOS_DEPLOYMENT_TARGET", "project.deploymentTarget"),
                ("SWIFT_VERSION", "project.swiftVersion"),
            ].filter { keys.contains($0.0) }.map(\.1).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let module = keys.contains("PRODUCT_NAME") || keys.contains("PRODUCT_MODULE_NAME") ? " (the module is taken as \(target.module))" : ""
            undecided.append(
                "\(target.name)'s \(target.unresolvedSettings.joined(separator: ", ")) names a build setting neither the project nor its .xcconfig files set, so its value is unknown\(module); correct \(corrections.isEmpty ? "it" : corrections.joined(separator: ", ")) in .coordgen.yml if it differs"
            )
        }
    }
}
