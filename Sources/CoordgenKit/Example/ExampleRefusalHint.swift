/// A refusal of `new coordinator` because the app's shape is one coordgen's family cannot write (the
/// refusal names the `.coordgen.yml` key that records it), in an app whose `.coordgen.yml` records an
/// example flow: the refusal ends by naming the `--like` that makes the flow all the same, started where
/// the example is. A refusal of the user's own input (a parent that does not exist, a module flag the
/// project cannot honour, an own template) gets no hint: a copy of the example would not answer it.
enum ExampleRefusalHint {
    /// `reason`, followed by the `--like` hint where it is about the app's shape and names none yet.
    static func reason(_ reason: String, name: String, example: String) -> String {
        guard !reason.contains("--like"), reason.contains(".coordgen.yml") else { return reason }
        return "\(reason); or make it like \(example) with `coordgen new coordinator \(name) --like \(example)` (started where \(example) is)"
    }
}
