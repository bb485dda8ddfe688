/// Checks of command-line values that need no project: the CLI runs them in `validate()`, so a bad
/// value is a usage error (exit 64, with the usage line) before anything is read or written. The
/// generators run the same checks again, for callers of the library.
public enum UsageCheck {
    /// A flow or screen name (`Reservation`, `sign-up`); `suffix` is dropped as the generators drop it.
    public static func name(_ text: String, droppingSuffix suffix: String? = nil) throws(NameError) {
        _ = try FlowName(parsing: text, droppingSuffix: suffix)
    }

    /// A coordinator named after `--parent` or `--coordinator` (see ``FlowName/init(parsingCoordinator:)``).
    public static func coordinatorName(_ text: String) throws(NameError) {
        _ = try FlowName(parsingCoordinator: text)
    }

    /// A bundle identifier such as `com.acme.hotel`.
    public static func bundleIdentifier(_ text: String) throws(GeneratorError) {
        _ = try BundleIdentifier.validated(text)
    }

    /// An iOS deployment target such as `16.0`, at least what `style` needs.
    public static func deploymentTarget(_ text: String, style: Style) throws(GeneratorError) {
        _ = try DeploymentTarget.validated(text, minimumMajor: style.minimumDeploymentMajor)
    }
}
