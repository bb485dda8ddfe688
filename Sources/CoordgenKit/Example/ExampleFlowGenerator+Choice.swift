import Foundation

/// The example flow `--like` names, resolved, and the refusals of an example that cannot be copied.
extension ExampleFlowGenerator {
    /// The example flow `--like` names, and how its names turn into the new flow's.
    struct ChosenExample {
        let flow: CoordinatorNameResolver.Resolution
        let coordinator: TypeDeclaration
        let swap: ExampleNameSwap
        /// For a screen made like one the coordinator shows (`new screen --like`): the screen's own
        /// types; `flow` then names the screen, and `coordinator` is the one that shows it.
        var screenParts: ExampleFlowParts? = nil
        /// For a flow made like one its named parent starts (`new coordinator Zebra --parent App`), where
        /// other coordinators start the example too: those coordinators' files, which get none of the
        /// copy's wiring (the new flow is wired into the parent named only), with the note saying so.
        var otherParents: (files: Set<String>, note: String)? = nil
    }



    /// Resolves the example and refuses one that cannot be copied: the root, one named like the new
    /// flow, one whose coordinator does not carry its flow's name.
    func chooseExample(_ example: String, newName: FlowName, in project: Project, index: DeclarationIndex) throws -> ChosenExample {
        let naming = files.app.shape.naming
        let exampleName = try FlowName(parsing: example, droppingSuffix: "Coordinator")
        var sources = ProjectSources(project: project)
        let flow: CoordinatorNameResolver.Resolution
        do {
            flow = try CoordinatorLookup.resolve(example, normalised: exampleName, naming: naming, in: &sources, acceptingStructs: true)
        } catch {
            throw GeneratorError.cannotGenerate("--like \(example): \(error)")
        }
        if flow.className == naming.root {
            throw GeneratorError.cannotGenerate(
                "--like \(example): \(flow.className) is the app's root coordinator; name a flow that has a parent, e.g. one `coordgen tree` shows under it")
        }
        let swap = ExampleNameSwap(old: try FlowName(parsing: flow.flow), new: newName)
        if swap.old.typeStem == newName.typeStem {
            throw GeneratorError.cannotGenerate("--like \(example): the new flow cannot have the example's name \(newName.typeStem)")
        }
        guard let coordinator = index.type(named: flow.className), swap.contains(flow.className) else {
            throw GeneratorError.cannotGenerate(
                "--like \(example): \(flow.className) does not carry its flow's name \(swap.old.typeStem), so coordgen cannot tell its own types from others'")
        }
        return ChosenExample(flow: flow, coordinator: coordinator, swap: swap)
    }
}
