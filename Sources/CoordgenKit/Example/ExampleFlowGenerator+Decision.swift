import Foundation

extension ExampleFlowGenerator {
    /// What the copy is made of: the example's parts reduced to one empty first screen, the wiring
    /// copied beside the example's, and the renamer that turns one into the other.
    struct CopyDecision {
        let parts: ExampleFlowParts
        let reduction: ExampleScreenReduction
        /// The example's types copied, old name → new.
        let types: [String: String]
        let wiring: ExampleWiring
        let copies: ExampleFileCopies
        let renamer: IdentifierRenamer
        let names: [String: String]
        let leftOut: Set<String>
        /// The example's protocols the copy uses as they are, each with the app's protocol that refines it.
        var shared: [String: String] = [:]
    }

    /// What of the example is copied and how it is renamed: its parts (``chooseParts(of:files:index:)``),
    /// the files declaring them copied, and the wiring and renamer (``copyRenaming(_:copies:of:files:index:)``);
    /// refuses a copy whose types the app declares already, or whose functions would return nothing.
    func decideCopy(of chosen: ChosenExample, files moduleFiles: [SourceFile], index: DeclarationIndex) throws -> CopyDecision {
        let chosenParts = chooseParts(of: chosen, files: moduleFiles, index: index)
        try Self.refuseDeclaredTypes(chosenParts.types, index: index)
        let copies = fileCopies(of: chosenParts, example: chosen, files: moduleFiles, index: index)
        try refuseResultlessFunctions(in: copies, of: chosen)
        try refuseTypedBackReferences(in: copies, types: chosenParts.types, of: chosen, index: index)
        let renaming = copyRenaming(chosenParts, copies: copies, of: chosen, files: moduleFiles, index: index)
        return CopyDecision(
            parts: chosenParts.parts, reduction: chosenParts.reduction, types: chosenParts.types, wiring: renaming.wiring, copies: copies,
            renamer: renaming.renamer, names: renaming.names, leftOut: chosenParts.leftOut, shared: chosenParts.shared)
    }

    /// The files declaring the copied types, each copied reduced and into the new flow's folder: the
    /// example's renamed, or, for a flow's copy, the one the layout names (``ExampleCopyFeatureFolder``).
    private func fileCopies(
        of chosen: ChosenParts, example: ChosenExample, files moduleFiles: [SourceFile], index: DeclarationIndex
    ) -> ExampleFileCopies {
        let (types, swap) = (chosen.types, example.swap)
        let ownFiles = moduleFiles.filter { file in
            index.declarations.contains { $0.file.path == file.path && !$0.isNested && !$0.isLocal && types[$0.name] != nil }
        }
        let modules = project.model.modules
        return ExampleFileCopies(
            files: ownFiles, ownTypes: Set(types.keys), swap: swap, folder: chosen.parts.folder, reduction: chosen.reduction, types: types,
            sameModule: { !modules.describes($0) || modules.module(compiling: $0) == modules.module(compiling: $1) },
            featureFolder: example.screenParts == nil ? featureFolder(except: example.coordinator.name, newFlow: swap.new.typeStem) : nil)
    }

    /// Where the app keeps a folder per flow, the new flow's (``ExampleCopyFeatureFolder``), away from the
    /// folders of every coordinator but the example's.
    private func featureFolder(except example: String, newFlow: String) -> ExampleCopyFeatureFolder {
        let graph = ParentsOwnExample.graph(of: project)
        let others = graph.coordinators.filter { $0.name != example }.map { ModuleScope.folder(of: $0.location.file) }
        return ExampleCopyFeatureFolder(layout: project.config.layout, otherFlowsFolders: others, newFlow: newFlow)
    }
}
