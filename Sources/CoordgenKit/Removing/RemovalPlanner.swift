import Foundation

/// Turns what a removal takes away (`GeneratedParts`) into a plan: the files deleted, the folders
/// they leave empty, the inserted declarations taken out of the files that remain (swift-syntax), and
/// the `project.pbxproj` entries of the deleted files. Code the user wrote that still uses what goes
/// stops it, unless `force`, which removes anyway and lists those places in notes.
struct RemovalPlanner {
    let project: Project
    /// Remove even when code the user wrote still uses what goes.
    let force: Bool
    /// The command as typed, for the advice in refusals (`coordgen remove coordinator Payment`).
    let command: String

    func plan(removing parts: GeneratedParts, subject: String) throws -> Plan {
        let sources = project.sources
        var plan = Plan(root: project.root)
        plan.projectRoot = project.root
        plan.command = String(command.dropFirst("coordgen ".count))
        let deleted = Set(parts.files)
        let remover = DeclarationRemover(declarations: parts.declarations)
        let names = parts.typeNames.union(parts.methodNames).union(parts.cases.map(\.caseName)).sorted()
        var references: [UserReference] = []
        var edits: [(path: String, old: String, new: String, found: [String])] = []
        for path in sources.paths where !deleted.contains(path) {
            guard names.contains(where: { sources.file(at: path, contains: $0) }), let file = sources.file(path) else { continue }
            var removed: [Range<Int>] = []
            if !parts.declarations.isEmpty {
                do {
                    let removal = try remover.removing(from: file.text)
                    if !removal.found.isEmpty {
                        removed = removal.ranges
                        edits.append((path, file.text, removal.text, removal.found.map(\.description).sorted()))
                    }
                } catch let error as SourceEditError {
                    throw GeneratorError.sourceEdit(file: path, reason: error.description)
                }
            }
            references += UserReferenceScanner.references(to: parts, in: file, removed: removed)
        }
        if !references.isEmpty {
            guard force else { throw RemovalError.stillUsed(subject: subject, references: references, command: command) }
            plan.notes += references.sorted().map { "left as it is, still using what was removed: \($0.place): \($0.what)" }
        }
        for path in parts.files.sorted() {
            if let change = FilePlanner.planDeletion(of: project.root.appendingPathComponent(path), in: plan) { plan.add(change) }
        }
        for folder in emptiedFolders(deleting: deleted) {
            if let change = FilePlanner.planDeletion(of: project.root.appendingPathComponent(folder, isDirectory: true), in: plan) {
                plan.add(change)
            }
        }
        for edit in edits {
            plan.add(
                FilePlanner.planEdit(
                    of: project.root.appendingPathComponent(edit.path), from: edit.old, to: edit.new, in: plan,
                    summary: "removed \(edit.found.joined(separator: "; ")) in \(edit.path)",
                    fingerprint: sources.fingerprint(of: edit.path)))
        }
        let xcode = try XcodeProjectRemoval.plan(
            removing: parts.files.map { project.root.appendingPathComponent($0) }, project: project, in: plan)
        plan.notes += xcode.notes
        if let change = xcode.edit { plan.add(change) }
        return plan
    }

    /// The folders, deepest first, that hold nothing but deleted files (and such folders) — never the
    /// project's root or a folder `paths:` in `.coordgen.yml` names.
    private func emptiedFolders(deleting files: Set<String>) -> [String] {
        let kept = Set(
            [project.config.paths.coordinators, project.config.paths.screens, project.config.paths.tests].map {
                URL(fileURLWithPath: $0, relativeTo: project.root).standardizedPath
            })
        var emptied: Set<String> = []
        var candidates = Set(files.map { ($0 as NSString).deletingLastPathComponent })
        // Deepest first, so a folder is judged after the folders inside it.
        while let folder = candidates.max(by: { $0.count < $1.count }) {
            candidates.remove(folder)
            guard !folder.isEmpty, !emptied.contains(folder),
                !kept.contains(project.root.appendingPathComponent(folder).standardizedPath),
                let entries = try? FileManager.default.contentsOfDirectory(atPath: project.root.appendingPathComponent(folder).path)
            else { continue }
            let empty = entries.allSatisfy { entry in
                let path = folder + "/" + entry
                return files.contains(path) || emptied.contains(path)
            }
            if empty {
                emptied.insert(folder)
                candidates.insert((folder as NSString).deletingLastPathComponent)
            }
        }
        return emptied.sorted { $0.count > $1.count }
    }
}
