import Foundation

/// What `rename coordinator` and `rename screen` do once they know the names: every Swift file of the
/// app that mentions one is renamed through swift-syntax (``IdentifierRenamer``: identifiers, enum
/// cases and their `.old` uses, comments that name a renamed file), files named after a renamed type
/// move to the new name, and a classic `project.pbxproj` follows them.
struct RenameApplication {
    /// Identifiers (types, methods) by their new names.
    let names: [String: String]
    /// Enum cases by their new names, in `enums`.
    let cases: [String: String]
    let enums: Set<String>
    /// `Old.swift` → `New.swift`.
    let fileNames: [String: String]
    /// What an edit says it did, e.g. "renamed Reservation to Booking".
    let summary: String
    /// The old and new flow name, where identifiers, comments and strings holding it as a word follow.
    var words: FlowWords?
    /// The comments and strings coordgen writes about the flow.
    var generated: GeneratedFlowText?
    /// The flow's own folder, moved to the new name with everything in it.
    var folder: FlowFolderRename?

    func add(to plan: inout Plan, in project: Project) throws {
        let needles = Array(names.keys) + Array(cases.keys) + Array(fileNames.keys) + (words?.replacements.map(\.old) ?? [])
        let appSources = project.sources
        let paths = appSources.paths.filter { path in needles.contains(where: { appSources.file(at: path, contains: $0) }) }
        var wordIdentifiers: Set<String> = []
        if let words {
            for path in paths {
                guard let text = appSources.text(of: path) else { continue }
                do {
                    wordIdentifiers.formUnion(try IdentifierRenamer.declaredIdentifiers(in: text, words: words))
                } catch let error as SourceEditError {
                    throw GeneratorError.sourceEdit(file: path, reason: error.description)
                }
            }
        }
        try checkClashes(wordIdentifiers: wordIdentifiers, paths: paths, in: appSources)
        let renamer = IdentifierRenamer(
            names: names, cases: cases, enums: enums, fileNames: fileNames, words: words,
            wordIdentifiers: wordIdentifiers.subtracting(names.keys), generated: generated)
        var kept: [String] = []
        for path in paths {
            guard let text = appSources.text(of: path) else { continue }
            let renamed: String?
            do {
                let result = try renamer.renamingReportingKept(text)
                renamed = result.text
                kept += result.keptLines.map { "\(path):\($0)" }
            } catch let error as SourceEditError {
                throw GeneratorError.sourceEdit(file: path, reason: error.description)
            }
            let url = project.root.appendingPathComponent(path)
            let fileName = url.lastPathComponent
            let movedPath = folder?.moved(path) ?? path
            if fileNames[fileName] != nil || movedPath != path {
                let target = project.root.appendingPathComponent(movedPath).deletingLastPathComponent()
                    .appendingPathComponent(fileNames[fileName] ?? fileName)
                plan.add(
                    FilePlanner().planWrite(
                        renamed ?? text, to: target, in: plan, summary: "renamed \(path) to \(plan.displayPath(of: target))"))
                if let deletion = FilePlanner.planDeletion(of: url, in: plan) { plan.add(deletion) }
            } else if let renamed {
                plan.add(
                    FilePlanner.planEdit(
                        of: url, from: text, to: renamed, in: plan, summary: "\(summary) in \(path)",
                        fingerprint: appSources.fingerprint(of: path)))
            }
        }
        if let folder { try Self.moveRest(of: folder, besides: Set(paths), project: project, to: &plan) }
        try addProjectFileRenames(fileNames, project: project, to: &plan)
        if let words, !kept.isEmpty {
            plan.notes.append(
                "kept \(words.oldName) in comments and strings coordgen did not write (yours, so yours to reword): \(kept.joined(separator: ", "))")
        }
    }

    /// Refuses the rename when a member it renames would meet a member of the same type already named
    /// so (``RenameClashCheck``), before anything is planned.
    private func checkClashes(wordIdentifiers: Set<String>, paths: [String], in sources: AppSources) throws {
        let newName = { (name: String, owner: String) -> String? in
            if let new = names[name] { return new }
            if let new = cases[name], let type = owner.split(separator: ".").last, enums.contains(String(type)) { return new }
            return wordIdentifiers.contains(name) ? words?.replacing(in: name) : nil
        }
        let newNames = Set(names.values).union(cases.values).union(wordIdentifiers.compactMap { words?.replacing(in: $0) })
        guard !newNames.isEmpty else { return }
        let checked = Set(paths)
        var files: [(path: String, text: String)] = []
        for path in sources.paths where checked.contains(path) || newNames.contains(where: { sources.file(at: path, contains: $0) }) {
            if let text = sources.text(of: path) { files.append((path, text)) }
        }
        if let clash = try RenameClashCheck(files: files).clash(newName: { newName($0.name, $0.owner) }) {
            throw GeneratorError.cannotGenerate(clash)
        }
    }

    /// The file references of a classic Xcode project, renamed like the files.
    private func addProjectFileRenames(_ fileNames: [String: String], project: Project, to plan: inout Plan) throws {
        guard !fileNames.isEmpty || folder?.group != nil, let xcodeproj = try XcodeProjectMembership.locate(project) else { return }
        if let spec = GeneratedProjectSpec.find(in: [project.root, xcodeproj.deletingLastPathComponent()], sources: project.sources) {
            plan.notes.append(
                "the Xcode project is generated by \(spec.tool.rawValue) from \(project.displayPath(of: spec.file)), so coordgen leaves it alone: run `\(spec.tool.command)` to pick up the renamed files"
            )
            return
        }
        let file = xcodeproj.appendingPathComponent("project.pbxproj")
        let display = plan.displayPath(of: file)
        var document = try project.sources.projectFiles.document(file, name: display)
        let original = document.bytes
        if let grouped = try folder?.renamingGroup(in: original, file: file) { document = try PBXDocument(bytes: grouped, name: display) }
        let renamed = PBXFileRenamer(document: document).renaming(fileNames) ?? document.bytes
        guard renamed != original else { return }
        var change = PlannedChange(
            url: file, displayPath: display, action: .modify, oldContents: Data(original), newContents: Data(renamed),
            summary: "renamed \((fileNames.keys.sorted() + (folder.map { ["the group \($0.old)"] } ?? [])).joined(separator: ", ")) in \(plan.displayPath(of: xcodeproj))")
        change.isEdit = true
        plan.add(change)
    }

    /// The files of the moved folder the rename does not edit, moved as they are, then the old folder and
    /// its subfolders, deepest first, once emptied.
    private static func moveRest(of folder: FlowFolderRename, besides edited: Set<String>, project: Project, to plan: inout Plan) throws {
        let root = project.url(for: folder.old)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        var folders: [URL] = [root]
        for case let url as URL in enumerator {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                folders.append(url)
                continue
            }
            let relative = folder.old + String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count))
            guard !edited.contains(relative) else { continue }
            guard let data = RegularFileReader.contents(atPath: url.path) else {
                throw GeneratorError.cannotGenerate("\(relative) cannot be read, so the folder \(folder.old) cannot be moved safely")
            }
            plan.add(
                FilePlanner().planWrite(
                    data, to: project.url(for: folder.moved(relative)), in: plan, summary: "moved \(relative) to \(folder.moved(relative))"))
            if let deletion = FilePlanner.planDeletion(of: url, in: plan) { plan.add(deletion) }
        }
        for url in folders.sorted(by: { $0.path.count > $1.path.count }) {
            if let deletion = FilePlanner.planDeletion(of: url, in: plan, summary: url == root ? "moved the folder \(folder.old) to \(folder.new)" : nil) {
                plan.add(deletion)
            }
        }
    }
}
