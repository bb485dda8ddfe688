extension PBXProjectModel {
    /// The files a target compiles that are its own: for a test bundle that also compiles the app's
    /// sources (an app without `@testable import`, whose test target lists every app file), the ones no
    /// other target compiles; its folder is then the tests' folder, not the app's. Every other target,
    /// and a test bundle with no file of its own, keeps all it compiles.
    func ownCompiledFileRefs(of target: Target) -> Set<String> {
        guard target.isTestBundle else { return target.compiledFileRefs }
        let others = targets.filter { !$0.isTestBundle && $0.id != target.id }.reduce(into: Set<String>()) {
            $0.formUnion($1.compiledFileRefs)
        }
        let own = target.compiledFileRefs.subtracting(others)
        return own.isEmpty ? target.compiledFileRefs : own
    }
}
