import Foundation

/// A flow made like an example where no built-in family writes the app's shape.
extension ExampleFlowGenerator {
    /// `new coordinator` without `--like` in an app whose shape no built-in family writes: the flow
    /// made like the example `coordgen init` recorded, with a note that says so and why.
    func planInstead(of options: CoordinatorOptions, because reason: String) throws -> Plan {
        guard let example = project.config.example else { throw GeneratorError.cannotGenerate(reason) }
        var plan: Plan
        do {
            plan = try self.plan(newFlow: options.name, like: example)
        } catch let copying as GeneratorError {
            // Both reasons in the one line: why the family does not write it, and why the copy cannot be made.
            let why: String = if case .cannotGenerate(let text) = copying { text } else { copying.description }
            throw GeneratorError.cannotGenerate(
                "\(reason); nor can it be made like \(example), the example .coordgen.yml records (example:): \(why)")
        }
        let note =
            "coordgen's built-in families cannot write this app's shape (\(reason)), so \(options.name) is made like \(example), the example .coordgen.yml records (example:)"
        plan.notes.insert(note, at: 0)
        return plan
    }

    /// `new coordinator <Name> --parent <Parent>` where no built-in family writes the app's shape: the
    /// flow is made like one of the flows that parent starts (``ParentsOwnExample``), so the parent
    /// starts it as it starts that one; the family's refusal stands where the parent starts none.
    /// A refusal of one parent (it lacks what the family needs, where another parent has it: the built-in
    /// family writes the flow under `writesUnder`) stands, as the user can mend that parent or name another.
    func planInstead(
        of options: CoordinatorOptions, parent: String, because reason: String, writesUnder: (String) -> Bool
    ) throws -> Plan {
        let naming = files.app.shape.naming
        var sources = ProjectSources(project: project)
        let parentName = try FlowName(parsing: parent, droppingSuffix: "Coordinator")
        guard
            let resolved = try? CoordinatorLookup.resolve(
                parent, normalised: parentName, naming: naming, in: &sources, acceptingStructs: true)
        else {
            throw GeneratorError.cannotGenerate(reason)
        }
        let graph = ParentsOwnExample.graph(of: project)
        let others = ParentsOwnExample.otherParents(than: resolved.className, in: graph, naming: naming, recorded: project.config.example)
        // A struct parent is no class the family could mend: its flows are copied whatever other parents allow.
        let structParent = StructCoordinator.declaration(named: resolved.className, in: project.model.index) != nil
        // A tab parent listing its flows in an array literal is this parent's shape, but only a copy joins the array.
        if !structParent, !TabsFromHeldFlows.stems(reason), others.contains(where: writesUnder) { throw GeneratorError.cannotGenerate(reason) }
        guard let choice = ParentsOwnExample.pick(parentClass: resolved.className, in: graph, naming: naming, recorded: project.config.example)
        else { throw GeneratorError.cannotGenerate(reason) }
        let reason = structParent ? StructCoordinator.copiedReason(parent: resolved.className) : reason
        var plan: Plan
        var started = true
        do {
            (plan, started) = try copyPlan(newFlow: options.name, like: choice.flow, parent: resolved.className)
        } catch let copying as GeneratorError {
            let why: String = if case .cannotGenerate(let text) = copying { text } else { copying.description }
            throw GeneratorError.cannotGenerate("\(reason); nor can it be made like \(choice.flow), a flow \(resolved.className) starts: \(why)")
        }
        let starting =
            started
            ? "and started by \(resolved.className) as \(choice.flow) is"
            : "but \(resolved.className) starts \(choice.flow) where coordgen cannot start a second flow (no method, case or property of its own to copy)"
        let note =
            "coordgen's built-in families cannot write this app's shape (\(reason)), so \(options.name) is made like \(choice.flow) (\(choice.reason)) \(starting); name another with `new coordinator \(options.name) --like <Flow>`"
        plan.notes.insert(note, at: 0)
        return plan
    }
}

extension CoordinatorOptions {
    /// Whether a flow made like the example does what was asked: it is started by the example's parent,
    /// presented, placed and put in a module as the example is, so a request naming a parent, another
    /// presentation, a folder or a module is refused as the family refuses it (an unknown or unsuitable
    /// parent included) rather than silently made like the example somewhere else; `--like` asks for
    /// the copy explicitly.
    var followsTheExample: Bool {
        parent == nil && followsAParentsFlow
    }

    /// Whether a flow made like one its parent starts does what was asked: the parent is named, and
    /// the presentation, folder and module are left to the example.
    var followsAParentsFlow: Bool {
        !presentsModally && folder == nil && module == nil && !createsModule
    }
}
