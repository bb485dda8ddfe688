import Foundation

/// What coordgen generated for a flow or a screen, found again in the app: the files it wrote, the
/// declarations it inserted into other files, and the names code the user wrote must not use once
/// they are gone.
struct GeneratedParts {
    /// Files to delete, relative to the project.
    var files: [String] = []
    /// Declarations to take out of the files that remain.
    var declarations: [GeneratedDeclaration] = []
    /// Types that go with the files: a use of one elsewhere blocks the removal.
    var typeNames: Set<String> = []
    /// Methods that go: a call of one elsewhere blocks the removal.
    var methodNames: Set<String> = []
    /// Enum cases that go, as (enum, case): `CoordinatorType.reservation` anywhere, or `.reservation`
    /// in a `case` of a switch, blocks the removal.
    var cases: [FlowCase] = []

    /// One case of an enum.
    struct FlowCase: Hashable {
        let enumName: String
        let caseName: String
    }

    mutating func formUnion(_ other: GeneratedParts) {
        files += other.files.filter { !files.contains($0) }
        declarations += other.declarations.filter { !declarations.contains($0) }
        typeNames.formUnion(other.typeNames)
        methodNames.formUnion(other.methodNames)
        cases += other.cases.filter { !cases.contains($0) }
    }
}
