extension XcodeTargetResolver {
    /// The test bundles that compile every file the command edits (the parent coordinator, the enum):
    /// an app without `@testable import` lists its sources in its test target too, so the new sources
    /// the edited files now call must join that target, or it stops building.
    func testBundlesSharingSources(editedFiles: [String]) -> [PBXProjectModel.Target] {
        guard !editedFiles.isEmpty else { return [] }
        return model.targets.filter { target in
            target.isTestBundle && editedFiles.allSatisfy { model.compiles(target, $0) }
        }
    }
}
