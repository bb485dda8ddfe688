import Foundation

extension GenerateInProject {
    /// `coordgen new screen`. With `--like`, the screen is made like one the coordinator shows; without,
    /// where the built-in family cannot show a screen in that coordinator, it is made like the first
    /// screen the coordinator shows, with a note that says so and why.
    public func newScreen(_ options: ScreenOptions) throws -> String {
        try run { project, files in
            let copying = ExampleScreenGenerator(project: project, files: files)
            if let like = options.like {
                return try copying.plan(newScreen: options.name, coordinator: options.coordinator, like: like).plan
            }
            do {
                return try ScreenGenerator(project: project, files: files).plan(options)
            } catch GeneratorError.cannotGenerate(let reason) where options.followsAnExample && !Self.recordsAnotherStylesShape(files) {
                let copy: (plan: Plan, choice: ExampleScreenGenerator.Choice)
                do {
                    copy = try copying.plan(newScreen: options.name, coordinator: options.coordinator, like: nil)
                } catch {
                    // The family's reason comes first, whatever stopped the copy (a copy whose types the app declares).
                    let why: String = if case GeneratorError.cannotGenerate(let text) = error { text } else { "\(error)" }
                    throw GeneratorError.cannotGenerate("\(reason); nor can it be made like a screen \(options.coordinator) shows: \(why)")
                }
                var plan = copy.plan
                plan.notes.insert(
                    "coordgen's built-in families cannot show a screen in \(copy.choice.coordinator.className) (\(reason)), so \(options.name) is made like \(copy.choice.screen.name), as \(copy.choice.coordinator.className) shows it",
                    at: 0)
                return plan
            }
        }
    }

    /// Whether `.coordgen.yml` records a shape its style's templates refuse (a router under the uikit
    /// style, no route enum under the swiftui style): the configuration is to mend, not a reason to copy.
    private static func recordsAnotherStylesShape(_ files: SourceFileRenderer) -> Bool {
        files.app.style.definition.shapeProblem(files.app.shape, for: .screen) != nil
    }
}
