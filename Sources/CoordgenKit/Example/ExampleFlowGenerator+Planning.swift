import Foundation

/// The plan of a copy: the copied files written, the wiring inserted beside the example's, one note per decision.
extension ExampleFlowGenerator {
    /// The plan: the copies written, the wiring inserted, and a note for every decision; and whether the
    /// wiring starts the copy (names one of its types outside its own files).
    func planWriting(_ copy: CopyDecision, of chosen: ChosenExample, in project: Project) throws -> (plan: Plan, started: Bool) {
        let (flow, swap, types) = (chosen.flow, chosen.swap, copy.types)
        let newName = swap.new
        var plan = Plan(root: project.root)
        plan.projectRoot = project.root
        plan.notes = flow.notes + (newName.normalisationNote.map { [$0] } ?? [])
        plan.notes += Self.copyNotes(copy, swap: swap)
        let conformances = ExampleOriginalConformances(
            types: types.filter { !copy.reduction.protocolsLosingRequirements.contains($0.key) && !copy.wiring.boundProtocols.contains($0.key) },
            index: copy.reduction.index,
            renamedMembers: Set(copy.names.keys))
        for file in copy.copies.copies {
            let renamed = conformances.adding(to: try Self.renaming(file.text, with: copy.renamer, path: file.sourcePath))
            if let note = ExampleStoryboardScenes(in: renamed).note(for: file.path, flow: swap.old.typeStem) { plan.notes.append(note) }
            let url = project.root.appendingPathComponent(file.path)
            plan.add(FilePlanner().planWrite(renamed, to: url, in: plan, summary: "created \(file.path), like \(file.sourcePath)"))
        }
        let (edits, wiringNotes) = try copy.wiring.edits(renamer: copy.renamer)
        plan.notes += wiringNotes
        plan.notes += Self.leftOutWiringNotes(copy, of: chosen)
        // A wiring naming none of the copy's types (a case of a steps enum alone) does not start it.
        let newMembers = Set(copy.wiring.memberNames.values)
        let started =
            chosen.screenParts != nil || ExampleWiringStart(newNames: Set(types.values).union(newMembers), newMembers: newMembers).starts(edits)
        try add(edits, startingCopy: started, of: swap, in: project, to: &plan)
        try NewTypeNameCheck(project: project).verify(plan)
        if chosen.screenParts != nil { return (plan, true) }
        if copy.wiring.isEmpty {
            plan.notes.append("nothing outside \(swap.old.typeStem)'s own types names it, so nothing starts \(newName.typeStem) yet: call its start() where it belongs")
        } else if !started {
            let what = edits.flatMap(\.what).joined(separator: ", ")
            plan.notes.append(
                "the copy of \(swap.old.typeStem)'s wiring (\(what)) names none of \(newName.typeStem)'s types outside a property of its own, so nothing starts \(types[flow.className]!) yet: \(swap.old.typeStem) is started where coordgen copies nothing (a list of flows, an injected property); start \(types[flow.className]!) beside it")
        }
        plan.nextSteps.append("the \(newName.title) flow: `coordgen tree` shows \(types[flow.className]!)")
        return (plan, started)
    }

    /// The wiring's edits, each said to wire the copy where it starts it, else to add what it copies.
    private func add(_ edits: [ExampleWiring.Edit], startingCopy started: Bool, of swap: ExampleNameSwap, in project: Project, to plan: inout Plan) throws {
        for edit in edits {
            guard let old = project.sources.text(of: edit.path) else { throw GeneratorError.unreadableSource(edit.path) }
            let what = edit.what.joined(separator: ", ")
            let summary =
                started
                ? "wired \(swap.new.typeStem) like \(swap.old.typeStem) in \(edit.path) (\(what))"
                : "copied \(swap.old.typeStem)'s \(what) for \(swap.new.typeStem) in \(edit.path) (which does not start it)"
            plan.add(
                FilePlanner.planEdit(
                    of: project.root.appendingPathComponent(edit.path), from: old, to: edit.text, in: plan, summary: summary,
                    fingerprint: project.sources.fingerprint(of: edit.path)))
        }
    }
}
