import Foundation

extension ExampleFlowGenerator {
    /// The example's parts a copy keeps: its own types reduced to one empty first screen, those reached
    /// from it renamed, and the screens it leaves out.
    struct ChosenParts {
        let parts: ExampleFlowParts
        let reduction: ExampleScreenReduction
        /// The example's types copied, old name → new.
        let types: [String: String]
        /// The example's protocols the copy uses as they are, each with the app's protocol that refines it.
        let shared: [String: String]
        /// The example's screens the copy leaves out (in its folder or not): wiring that makes or takes
        /// one stays the example's.
        let leftOut: Set<String>
    }

    /// What of the example is copied: its parts (a flow's, or the screen's `new screen --like` names),
    /// reduced to what its one empty first screen reaches, without the protocols it shares with the app.
    func chooseParts(of chosen: ChosenExample, files moduleFiles: [SourceFile], index: DeclarationIndex) -> ChosenParts {
        let (flow, coordinator, swap) = (chosen.flow, chosen.coordinator, chosen.swap)
        let parts =
            chosen.screenParts
            ?? ExampleFlowParts(
                coordinator: coordinator, protocolName: flow.protocolName, swap: swap, index: index,
                routeEnums: ExampleFlowParts.routeEnums(of: files.app.shape, swap: swap))
        let leftOut = Set(index.types.filter { ExampleFlowParts.isScreen($0) && swap.contains($0.name) && parts.types[$0.name] == nil }.map(\.name))
        let exampleWiring = ExampleWiring(
            files: moduleFiles, ownTypes: Set(parts.types.keys), swap: swap, leftOut: leftOut, flowStems: ExampleWiring.flowStems(in: index),
            membersNamingCases: chosen.screenParts != nil)
        let reduction = ExampleScreenReduction(
            parts: parts, coordinator: coordinator, protocolName: flow.protocolName, index: index, leftOutMembers: exampleWiring.leftOutMembers,
            files: moduleFiles, calledByWiring: exampleWiring.calledMembers, swap: swap)
        let shared = ExampleSharedProtocols.refinedOutside(Set(parts.types.keys.filter(reduction.reached.contains)), index: index)
        let types = parts.types.filter { reduction.reached.contains($0.key) && shared[$0.key] == nil }
        return ChosenParts(parts: parts, reduction: reduction, types: types, shared: shared, leftOut: leftOut)
    }
}
