import Foundation
import SwiftParser
import SwiftSyntax

/// How the example's code turns into the copy's: the wiring copied, the new names and the renamer.
extension ExampleFlowGenerator {
    /// The copy's wiring and how everything copied is renamed.
    struct CopyRenaming {
        let wiring: ExampleWiring
        let names: [String: String]
        let renamer: IdentifierRenamer
    }

    /// The wiring copied beside the example's (what the copies name of it), the copy's new names, and the
    /// renamer that turns the example's code into the copy's.
    func copyRenaming(
        _ chosen: ChosenParts, copies: ExampleFileCopies, of example: ChosenExample, files moduleFiles: [SourceFile], index: DeclarationIndex
    ) -> CopyRenaming {
        let (types, swap) = (chosen.types, example.swap)
        let requirements = types.keys.reduce(into: [String: [MemberBlockItemSyntax]]()) { found, type in
            if let declared = index.type(named: type, kinds: [.protocol]) { found[type] = Array(declared.members ?? []) }
        }
        // The enum cases the copy names are those its reduced types name, as `remove` finds them again.
        let copiedReferences = copies.copies.reduce(into: Set<String>()) { found, copy in
            found.formUnion(ExampleWiringSites.memberAccessNames(in: Syntax(Parser.parse(source: copy.text))))
        }
        let wired = moduleFiles.filter { !(example.otherParents?.files.contains($0.path) ?? false) }
        let wiring = ExampleWiring(
            files: wired, ownTypes: Set(types.keys), swap: swap, leftOut: chosen.leftOut, requirements: requirements,
            ownTypesReferences: copiedReferences, flowStems: ExampleWiring.flowStems(in: index),
            boundProtocols: ExampleWiring.protocolsBindingOwnTypes(Set(types.keys), in: index), membersNamingCases: example.screenParts != nil)
        let names = Self.newNames(of: types, wiring: wiring, index: index, swap: swap)
        // The copies' own enums with a case of those names (`enum Event { case profile }` in the
        // screen): their cases are renamed with their uses, so the copy stays consistent.
        let ownEnums = copies.copies.reduce(into: Set<String>()) { found, copy in
            found.formUnion(ExampleFileCopies.enums(in: copy.text, declaringAnyOf: Set(wiring.cases.keys)))
        }
        let screenCase = Self.firstScreenCase(of: chosen, index: index)
        var renamer = IdentifierRenamer(
            names: names, cases: wiring.cases.merging(screenCase.cases) { wired, _ in wired },
            enums: wiring.enums.union(ownEnums).union(screenCase.enums), fileNames: copies.fileNames)
        // A call to a type or method the copy leaves as it was keeps its labels (`MyPageViewModel(myPageCoordinator:)`).
        renamer.labelCallees = copies.declaredCallees
        return CopyRenaming(wiring: wiring, names: names, renamer: renamer)
    }

    /// The case of a copied enum named after the first screen (`case bookListView` of `BooksPages`, whose
    /// view builder shows `BookListView`), renamed after the copy's screen (`zebraView`) in the copied
    /// enums, as `new screen` names a screen's case.
    private static func firstScreenCase(of chosen: ChosenParts, index: DeclarationIndex) -> (cases: [String: String], enums: Set<String>) {
        guard let first = chosen.parts.firstScreen, let copy = chosen.types[first] else { return ([:], []) }
        let (old, new) = (first.lowerCamelCased, copy.lowerCamelCased)
        let enums = chosen.types.keys.filter { type in
            index.declarations(named: type).contains { declaration in
                declaration.kind == .enum
                    && (declaration.members ?? []).contains { $0.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.name.text == old } == true }
            }
        }
        return enums.isEmpty || old == new ? ([:], []) : ([old: new], Set(enums))
    }

    /// The copy's names: its types' (`types`), the protocol requirements they implement, their own
    /// members named after the flow (a requirement's name wins), and the wiring's members (which win).
    private static func newNames(
        of types: [String: String], wiring: ExampleWiring, index: DeclarationIndex, swap: ExampleNameSwap
    ) -> [String: String] {
        var names = types
        for member in requirementNames(of: types, in: index, swap: swap) { names[member] = swap.swapped(member) }
        names.merge(ExampleOwnMemberNames.renamed(in: types, index: index, swap: swap)) { required, _ in required }
        names.merge(wiring.memberNames) { _, wired in wired }
        return names
    }

    /// The requirements of the example's own protocols named after it (`profileDidFinish`), renamed in
    /// every copy so the copied protocols and their conformances still match. The copied types' other
    /// members named after it are renamed by ``ExampleOwnMemberNames`` where nothing outside the copy
    /// declares the name (a use case's `addProfile()` keeps its).
    private static func requirementNames(of types: [String: String], in index: DeclarationIndex, swap: ExampleNameSwap) -> Set<String> {
        var names: Set<String> = []
        for type in types.keys {
            for declaration in index.declarations(named: type) where declaration.kind == .protocol {
                for item in declaration.members ?? [] {
                    if let name = ExampleWiringSites.declaredName(item.decl), swap.contains(name), name != swap.old.caseName {
                        names.insert(name)
                    }
                }
            }
        }
        return names
    }

    /// `text` renamed by `renamer`; a failure names the file copied.
    static func renaming(_ text: String, with renamer: IdentifierRenamer, path: String) throws -> String {
        do {
            return try renamer.renaming(text) ?? text
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: path, reason: error.description)
        }
    }
}
