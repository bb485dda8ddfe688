/// Decides which targets compile new files: sources go where the files the command edits (the parent
/// coordinator, the enum) are compiled, else where their neighbours in the same folder are; tests go
/// to the unit-test target that tests that app, else to the one that compiles neighbouring tests.
struct XcodeTargetResolver {
    let model: PBXProjectModel
    let choice: XcodeTargetChoice

    /// The targets for new sources, and why they were chosen.
    func sourceTargets(
        newFiles: [String], editedFiles: [String]
    ) throws(XcodeProjectEditError) -> (targets: [PBXProjectModel.Target], reason: String) {
        let names = newFiles.map(PathMath.fileName(of:))
        let candidates = model.targets.filter { !$0.isTestBundle }
        if let chosen = choice.appTarget {
            guard let target = model.target(named: chosen) else {
                throw .unknownTarget(kind: "app", name: chosen, known: model.targets.map(\.name))
            }
            // Other app targets that compile every edited file too (Allie, Allie Dev, Allie QA) are variants
            // of that app: the new files join them all, as the parent's file does, or they stop building.
            let variants = candidates.filter { other in
                other.name != target.name && other.isApplication && target.isApplication && !editedFiles.isEmpty
                    && editedFiles.allSatisfy { model.compiles(other, $0) && model.compiles(target, $0) }
            }
            guard !variants.isEmpty else { return ([target], "the app target named in .coordgen.yml") }
            let edited = editedFiles.map(PathMath.fileName(of:)).joined(separator: " and ")
            return (
                [target] + variants,
                "the app target named in .coordgen.yml, and \(variants.map(\.name).joined(separator: " and ")), which compile\(variants.count == 1 ? "s" : "") \(edited) too"
            )
        }
        // The targets that compile every edited file (the parent coordinator and the enum): a widget
        // that shares the enum file alone is not where coordinators go. Failing that, any edited file.
        var compilingEdited = candidates.filter { target in !editedFiles.isEmpty && editedFiles.allSatisfy { model.compiles(target, $0) } }
        if compilingEdited.isEmpty {
            compilingEdited = candidates.filter { target in editedFiles.contains { model.compiles(target, $0) } }
        }
        if !compilingEdited.isEmpty {
            let edited = editedFiles.filter { file in compilingEdited.contains { model.compiles($0, file) } }.map(PathMath.fileName(of:))
            let targets = try narrowed(compilingEdited, files: names)
            return (targets, "\(targets.count == 1 ? "it compiles" : "they compile") \(edited.joined(separator: " and "))")
        }
        let folders = Set(newFiles.map(PathMath.folder(of:)))
        let neighbours = model.filePaths.values.filter { $0.hasSuffix(".swift") && folders.contains(PathMath.folder(of: $0)) }
        let compilingNeighbours = candidates.filter { target in neighbours.contains { model.compiles(target, $0) } }
        if !compilingNeighbours.isEmpty {
            let targets = try narrowed(compilingNeighbours, files: names)
            return (targets, "\(targets.count == 1 ? "it compiles" : "they compile") the other Swift files of the same folder")
        }
        throw .noTarget(
            kind: "app", files: names, reason: "no target compiles the files this command edits or other files of their folders")
    }

    /// Several targets compiling the same coordinator are variants of one app (Hotel, Hotel Dev): the
    /// new files must be in all of them or one stops building. A mix of kinds (an app and a framework
    /// or an extension) is a real choice, left to the user.
    private func narrowed(_ targets: [PBXProjectModel.Target], files: [String]) throws(XcodeProjectEditError) -> [PBXProjectModel.Target] {
        if targets.count == 1 || targets.allSatisfy(\.isApplication) { return targets }
        throw .ambiguousTarget(kind: "app", candidates: targets.map(\.name), files: files)
    }

    /// The unit-test target for new tests of the apps in `apps`.
    func testTarget(
        newFiles: [String], apps: [PBXProjectModel.Target]
    ) throws(XcodeProjectEditError) -> (target: PBXProjectModel.Target, reason: String) {
        let names = newFiles.map(PathMath.fileName(of:))
        if let chosen = choice.testTarget {
            guard let target = model.target(named: chosen) else {
                throw .unknownTarget(kind: "test", name: chosen, known: model.targets.map(\.name))
            }
            return (target, "the test target named in .coordgen.yml")
        }
        let unitTests = model.targets.filter(\.isUnitTestBundle)
        let hosting = unitTests.filter { tests in apps.contains { tests.tests($0) } }
        let folders = Set(newFiles.map(PathMath.folder(of:)))
        let neighbours = model.filePaths.values.filter { $0.hasSuffix(".swift") && folders.contains(PathMath.folder(of: $0)) }
        let compilingNeighbours = unitTests.filter { target in neighbours.contains { model.compiles(target, $0) } }
        if hosting.count == 1 {
            return (hosting[0], "it tests \(apps.map(\.name).joined(separator: " and "))")
        }
        // Several test targets test the app (unit and snapshot tests, say): the one whose folder holds
        // the new tests' neighbours decides.
        let both = hosting.filter { target in compilingNeighbours.contains { $0.id == target.id } }
        if both.count == 1 {
            return (both[0], "it tests \(apps.map(\.name).joined(separator: " and ")) and compiles the other tests of the folder")
        }
        if hosting.isEmpty, compilingNeighbours.count == 1 {
            return (compilingNeighbours[0], "it compiles the other tests of the folder")
        }
        let candidates = hosting.isEmpty ? (compilingNeighbours.isEmpty ? unitTests : compilingNeighbours) : hosting
        if candidates.count == 1, hosting.isEmpty, compilingNeighbours.isEmpty {
            throw .noTarget(
                kind: "test", files: names,
                reason:
                    "the only unit-test target, \(candidates[0].name), neither tests \(apps.map(\.name).joined(separator: " or ")) nor compiles tests of that folder"
            )
        }
        if candidates.isEmpty {
            throw .noTarget(kind: "test", files: names, reason: "the project has no unit-test target")
        }
        throw .ambiguousTarget(kind: "test", candidates: candidates.map(\.name), files: names)
    }
}
