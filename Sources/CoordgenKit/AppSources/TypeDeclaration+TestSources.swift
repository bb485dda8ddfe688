extension TypeDeclaration {
    /// Whether the type is declared in a test's source (`ProfileCoordinatorTests.swift`, a file in a
    /// `…Tests` folder or a `Mocks` folder): a mock or spy that adopts a protocol for a test says nothing
    /// about how the app's coordinators are built.
    var isDeclaredInTests: Bool {
        let path = file.path
        // An ASCII path's characters are its bytes: split and compared on them (the search by characters
        // cost 51,000 instructions a type, 15 M in `init` over the large app of `Benchmarks/LargeApp`).
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return Self.isTestPath(byCharacters: path) }
        let components = path.slashSeparatedComponents
        guard let fileName = components.last else { return false }
        let stem = Self.hasASCIISuffix(fileName, ".swift") ? fileName.dropLast(".swift".count) : fileName
        if Self.testStemSuffixes.contains(where: { Self.hasASCIISuffix(stem, $0) }) { return true }
        return components.dropLast().contains { folder in
            Self.hasASCIISuffix(folder, "Tests") || Self.hasASCIISuffix(folder, "Test") || folder == "Mocks" || folder == "Mock"
        }
    }

    private static let testStemSuffixes = ["Tests", "Test", "Mock", "Mocks", "Spy", "Stub"]

    private static func hasASCIISuffix(_ text: Substring, _ suffix: String) -> Bool {
        text.utf8.count >= suffix.utf8.count && text.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }

    private static func isTestPath(byCharacters path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let fileName = components.last else { return false }
        let stem = fileName.hasSuffix(".swift") ? fileName.dropLast(".swift".count) : fileName
        if testStemSuffixes.contains(where: { stem.hasSuffix($0) }) { return true }
        return components.dropLast().contains { folder in
            folder.hasSuffix("Tests") || folder.hasSuffix("Test") || folder == "Mocks" || folder == "Mock"
        }
    }
}
