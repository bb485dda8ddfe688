/// Checks an iOS deployment target such as "16.0" or "17.4".
public enum DeploymentTarget {
    /// The default: iOS 16 runs on every device that runs iOS 17, and has everything generated code uses.
    public static let defaultValue = "16.0"
    /// `UIButton(primaryAction:)` in the generated screens needs iOS 14.
    public static let minimumMajor = 14

    /// `text` as a deployment target ("17" becomes "17.0") when it is at least `minimum`, such as a
    /// style's `Style.minimumDeploymentMajor`.
    public static func validated(_ text: String, minimumMajor minimum: Int = minimumMajor) throws(GeneratorError) -> String {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let major = Int(parts[0]), major >= max(minimum, minimumMajor), major < 100
        else {
            throw .invalidDeploymentTarget(text, max(minimum, minimumMajor))
        }
        return parts.count == 1 ? "\(text).0" : text
    }
}
