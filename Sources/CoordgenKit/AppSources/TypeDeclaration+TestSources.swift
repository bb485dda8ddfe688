extension TypeDeclaration {
    /// Whether the type is declared in a test's source (`ProfileCoordinatorTests.swift`, a file in a
    /// `…Tests` folder or a `Mocks` folder): a mock or spy that adopts a protocol for a test says nothing
    /// about how the app's coordinators are built.
    var isDeclaredInTests: Bool {
        let components = file.path.split(separator: "/")
        guard let fileName = components.last else { return false }
        let stem = fileName.hasSuffix(".swift") ? fileName.dropLast(".swift".count) : fileName
        if ["Tests", "Test", "Mock", "Mocks", "Spy", "Stub"].contains(where: { stem.hasSuffix($0) }) { return true }
        return components.dropLast().contains { folder in
            folder.hasSuffix("Tests") || folder.hasSuffix("Test") || folder == "Mocks" || folder == "Mock"
        }
    }
}
