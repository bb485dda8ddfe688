import Foundation

/// Refusals of a copy that cannot be made as decided.
extension ExampleFlowGenerator {
    /// Refuses a copy whose types the app declares already.
    static func refuseDeclaredTypes(_ types: [String: String], index: DeclarationIndex) throws {
        // A copied `private` helper stays file-private in the copy's own, new file.
        let clashes = types.sorted { $0.value < $1.value }.compactMap { old, new in
            index.conflict(forNewType: new, visibility: index.type(named: old)?.isFilePrivate == true ? .filePrivate(inFile: nil) : .module)
        }
        if !clashes.isEmpty { throw GeneratorError.typeAlreadyDeclared(clashes) }
    }

    /// Refuses a copy where a function whose value was made by statements showing screens the copy
    /// leaves out would return nothing.
    func refuseResultlessFunctions(in copies: ExampleFileCopies, of chosen: ChosenExample) throws {
        for copy in copies.copies {
            guard let original = project.sources.text(of: copy.sourcePath) else { continue }
            let resultless = ExampleResultlessFunctions.names(in: copy.text, original: original)
            guard !resultless.isEmpty else { continue }
            throw GeneratorError.cannotGenerate(
                "a copy of \(chosen.screenParts == nil ? chosen.coordinator.name : chosen.flow.className) would not compile: \(resultless.joined(separator: ", ")) must return a value, and every statement making it shows a screen of \(chosen.flow.flow)'s that the copy leaves out; make the flow like another with --like, or write it by hand")
        }
    }

    /// Refuses a copy whose coordinator assigns itself to a collaborator's property typed with the
    /// example's coordinator class, a collaborator the copy does not copy (``ExampleTypedBackReferences``).
    func refuseTypedBackReferences(in copies: ExampleFileCopies, types: [String: String], of chosen: ChosenExample, index: DeclarationIndex) throws {
        guard chosen.screenParts == nil, chosen.coordinator.kind == .class else { return }
        let references = ExampleTypedBackReferences(copies: copies.copies, coordinator: chosen.coordinator.name, copied: Set(types.keys), index: index)
        if let refusal = references.refusal(example: chosen.flow.flow, coordinator: chosen.coordinator.name) { throw GeneratorError.cannotGenerate(refusal) }
    }
}
