import Foundation
import XCTest

@testable import CoordgenKit

/// A Hotel app made by `new project` whose `Hotel.xcodeproj/project.pbxproj` is replaced by one of the
/// hand-written classic fixtures in `Tests/Fixtures/XcodeProjects/`, so commands run against a project
/// laid out as an older Xcode would have it.
struct ClassicProjectFixture {
    /// The folder that holds the fixtures.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/XcodeProjects")

    /// The classic fixtures, one per objectVersion.
    static let versions = [46, 50, 52, 54, 55, 56, 60, 63, 70, 77]

    let root: URL
    var projectFile: URL { root.appendingPathComponent("Hotel.xcodeproj/project.pbxproj") }

    /// The bytes of fixture `name` (e.g. "objectVersion-46").
    static func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent("\(name)/Hotel.xcodeproj/project.pbxproj"))
    }

    /// A new Hotel project with fixture `name` as its project file.
    init(_ name: String) throws {
        let sample = try SampleProject()
        root = sample.root
        try Self.bytes(name).write(to: projectFile)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    var project: Project {
        get throws { try Project.locate(from: root) }
    }

    func pbxproj() throws -> Data {
        try Data(contentsOf: projectFile)
    }

    /// Plans a command as the CLI does (the command's changes, then the project edit) and applies it.
    @discardableResult
    func run(
        choice: XcodeTargetChoice = XcodeTargetChoice(), _ makePlan: (Project, SourceFileRenderer) throws -> Plan
    ) throws -> (plan: Plan, edit: PlannedChange?) {
        let planned = try plan(choice: choice, makePlan)
        try PlanApplier().apply(planned.plan)
        return planned
    }

    /// Plans a command as the CLI does, the command's changes and then the project edit, without applying it.
    func plan(
        choice: XcodeTargetChoice = XcodeTargetChoice(), _ makePlan: (Project, SourceFileRenderer) throws -> Plan
    ) throws -> (plan: Plan, edit: PlannedChange?) {
        let project = try self.project
        var plan = try makePlan(project, try SourceFileRenderer(project: project))
        let membership = try XcodeProjectMembership.plan(adding: plan, project: project, choice: choice)
        plan.notes += membership.notes
        if let edit = membership.edit { plan.add(edit) }
        return (plan, membership.edit)
    }

    @discardableResult
    func newCoordinator(
        _ name: String, parent: String? = "App", force: Bool = false, choice: XcodeTargetChoice = XcodeTargetChoice()
    ) throws -> (plan: Plan, edit: PlannedChange?) {
        try run(choice: choice) { project, files in
            try CoordinatorGenerator(project: project, files: files).plan(CoordinatorOptions(name: name, parent: parent, overwrite: force))
        }
    }

    @discardableResult
    func newScreen(_ name: String, coordinator: String, force: Bool = false) throws -> (plan: Plan, edit: PlannedChange?) {
        try run { project, files in
            try ScreenGenerator(project: project, files: files).plan(ScreenOptions(name: name, coordinator: coordinator, overwrite: force))
        }
    }

    /// File names compiled by each target's Sources phase, read with the test-only OpenStep reader.
    func sourcesByTarget() throws -> [String: [String]] {
        let objects = try XCTUnwrap(try OpenStepParser.parse(String(decoding: pbxproj(), as: UTF8.self))["objects"]?.dictionary)
        var result: [String: [String]] = [:]
        for target in objects.values where target["isa"]?.string == "PBXNativeTarget" {
            let name = try XCTUnwrap(target["name"]?.string)
            let phases = (target["buildPhases"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
            let sources = phases.first { $0["isa"]?.string == "PBXSourcesBuildPhase" }
            result[name] = (sources?["files"]?.array ?? []).compactMap { file in
                file.string.flatMap { objects[$0]?["fileRef"]?.string }.flatMap { objects[$0] }.flatMap { $0["path"]?.string }
                    .map { String($0.split(separator: "/").last!) }
            }.sorted()
        }
        return result
    }
}

/// Python's `pbxproj` package, an independent reader: the file names each target's Sources phase
/// compiles, or `nil` (with the reason) when the package is missing.
enum PythonPBXProj {
    static func sourcesByTarget(_ file: URL) -> Result<[String: [String]], PythonPBXProjUnavailable> {
        let script = """
            import json, sys
            try:
                from pbxproj import XcodeProject
            except ImportError as error:
                print("IMPORT-FAILED", error); sys.exit(3)
            project = XcodeProject.load(sys.argv[1])
            result = {}
            for target in project.objects.get_objects_in_section('PBXNativeTarget'):
                names = []
                for phase_id in target.buildPhases:
                    phase = project.objects[phase_id]
                    if phase.isa != 'PBXSourcesBuildPhase':
                        continue
                    for build_id in phase.files:
                        build = project.objects[build_id]
                        ref = project.objects[build.fileRef]
                        names.append(ref.path.split('/')[-1])
                result[target.name] = sorted(names)
            print(json.dumps(result))
            """
        let run = runProcess("python3", ["-c", script, file.path])
        if run.status == 3 || run.stdout.hasPrefix("IMPORT-FAILED") || run.status == 127 {
            return .failure(PythonPBXProjUnavailable(reason: run.stdout + run.stderr))
        }
        guard run.status == 0, let data = run.stdout.data(using: .utf8),
            let decoded = try? JSONDecoder().decode([String: [String]].self, from: data)
        else {
            return .success(["<python pbxproj could not read the file>": [run.stdout + run.stderr]])
        }
        return .success(decoded)
    }
}

struct PythonPBXProjUnavailable: Error {
    let reason: String
}
