/// Folders that never hold an app's own Swift sources: build output, dependencies and tool state.
/// Every walk of an app's files (`new`, `init`, `tree`, `doctor`) skips them; a walk may skip more.
enum NonSourceFolders {
    static let names: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"]
}
