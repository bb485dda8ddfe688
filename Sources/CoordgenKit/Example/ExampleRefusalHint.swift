/// A refusal of `new coordinator` that asked for what a copy of the example cannot do (a `--parent`,
/// `--present`, a folder or a module), in an app whose `.coordgen.yml` records an example flow: the
/// refusal ends by naming the `--like` that makes the flow all the same, started where the example is.
enum ExampleRefusalHint {
    /// `reason`, followed by the `--like` hint where it names none yet.
    static func reason(_ reason: String, name: String, example: String) -> String {
        guard !reason.contains("--like") else { return reason }
        return "\(reason); or make it like \(example) with `coordgen new coordinator \(name) --like \(example)` (started where \(example) is)"
    }
}
