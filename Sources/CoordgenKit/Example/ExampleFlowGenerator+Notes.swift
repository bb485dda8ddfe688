import Foundation

/// The notes of a copy made like an example: what it takes, what it leaves out and why.
extension ExampleFlowGenerator {
    /// One line per decision the reduction to one empty first screen made.
    private static func reductionNotes(
        _ reduction: ExampleScreenReduction, parts: ExampleFlowParts, types: [String: String], shared: Set<String>, swap: ExampleNameSwap
    ) -> [String] {
        var notes: [String] = []
        let stem = swap.old.typeStem
        let new = swap.new.typeStem
        if let first = parts.firstScreen, let copy = types[first] {
            notes.append(
                "\(new)'s one screen is \(copy), an empty \(first): only its initialisers, the stored properties they set and what the copied flow uses of it are copied\(reduction.emptiesBody(of: first) ? ", and its body is EmptyView()" : ""); fill in its content")
            let others = reduction.emptied.subtracting([first]).compactMap { old in types[old].map { "\($0) (like \(old))" } }.sorted()
            if !others.isEmpty { notes.append("copied empty as the screen is, for it: \(others.joined(separator: ", "))") }
        } else if let shared = parts.sharedFirstScreen {
            notes.append("\(new) shows \(shared) first, as \(stem) does: a factory shared with other flows makes it, so it is not copied")
        }
        let calls = reduction.takingTheExample.map { "\($0)(…)" }.joined(separator: ", ")
        for (type, members) in reduction.handingItself.sorted(by: { $0.key < $1.key }) {
            guard let copy = types[type] else { continue }
            notes.append(
                "not copied into \(copy): \(members.joined(separator: ", ")): \(members.count == 1 ? "it calls" : "they call") \(calls), which takes \(stem)'s coordinator class itself and cannot take \(new)'s; show \(new)'s first screen there")
        }
        for (type, members) in reduction.leftOut.sorted(by: { $0.key < $1.key }) {
            guard let copy = types[type] else { continue }
            notes.append(
                "not copied into \(copy): \(members.joined(separator: ", ")): \(members.count == 1 ? "it shows" : "they show") \(stem)'s other screens, which \(new) does not have")
        }
        if !reduction.screensLeftOut.isEmpty {
            notes.append("the screens \(new) does not show: \(reduction.screensLeftOut.sorted().joined(separator: ", "))")
        }
        for (type, members) in reduction.shortened.sorted(by: { $0.key < $1.key }) {
            guard let copy = types[type], !reduction.emptied.contains(type) else { continue }
            notes.append("copied into \(copy) without the statements that show other screens: \(members.joined(separator: ", "))")
        }
        let uncopied = parts.types.keys.filter { types[$0] == nil && !shared.contains($0) }.sorted()
        if !uncopied.isEmpty { notes.append("not copied: \(uncopied.joined(separator: ", ")): only code that shows other screens used \(uncopied.count == 1 ? "it" : "them")") }
        return notes
    }

    /// What the copy takes from the example and what it leaves, one note each.
    static func copyNotes(_ copy: CopyDecision, swap: ExampleNameSwap) -> [String] {
        let (newName, types) = (swap.new, copy.types)
        var notes: [String] = []
        notes.append(
            "made \(newName.typeStem) like \(swap.old.typeStem): copied \(types.keys.sorted().joined(separator: ", ")) from \(copy.parts.folder.isEmpty ? "the app" : copy.parts.folder)"
        )
        for (other, named) in copy.parts.otherFlowsTypes.sorted(by: { $0.key < $1.key }) {
            notes.append(
                "not copied: \(named.joined(separator: ", ")): named after \(other), a flow of its own whose name contains \(swap.old.typeStem)")
        }
        for folder in copy.copies.keptFolders {
            notes.append(
                "the copies stay in \(folder): a folder named after \(newName.typeStem) there would be outside the module that compiles \(swap.old.typeStem)")
        }
        for moved in copy.copies.movedFolders {
            notes.append(
                "\(newName.typeStem)'s files go into \(moved.to), a folder of its own as \(swap.old.typeStem)'s are in \(moved.from) (the layout of .coordgen.yml: one folder per flow)")
        }
        notes += Self.reductionNotes(copy.reduction, parts: copy.parts, types: types, shared: Set(copy.shared.keys), swap: swap)
        for (name, refiner) in copy.shared.sorted(by: { $0.key < $1.key }) {
            notes.append(
                "not copied: \(name): \(refiner) refines it, and a protocol cannot adopt a copy in an extension, so \(newName.typeStem) uses \(name) as \(swap.old.typeStem) does")
        }
        return notes
    }

    /// One note for each part of the example's wiring the copy leaves out: members and enum cases that
    /// make, take or show screens of the example's the copy does not have, or that nothing copied uses.
    static func leftOutWiringNotes(_ copy: CopyDecision, of chosen: ChosenExample) -> [String] {
        let (flow, swap, types) = (chosen.flow, chosen.swap, copy.types)
        let newName = swap.new
        var notes: [String] = []
        let leftOutMembers = copy.wiring.leftOutMembers
        if !leftOutMembers.isEmpty {
            notes.append(
                "not copied: \(leftOutMembers.joined(separator: ", ")): \(leftOutMembers.count == 1 ? "it makes or takes" : "they make or take") a screen of \(swap.old.typeStem)'s that \(newName.typeStem) does not have (\(copy.leftOut.sorted().joined(separator: ", "))), and the copy shows none of those")
        }
        let leftOutCases = copy.wiring.leftOutCases.map { "case \($0.caseName) of \($0.enumName)" }
        if !leftOutCases.isEmpty {
            notes.append(
                "not copied: \(leftOutCases.joined(separator: ", ")), nor the switch clauses over \(leftOutCases.count == 1 ? "it" : "them"): nothing \(newName.typeStem)'s copy keeps uses \(leftOutCases.count == 1 ? "it" : "them") (its types, the members copied, a clause that starts \(swap.old.typeStem))")
        }
        let showingLeftOut = copy.wiring.casesShowingLeftOutScreens.map { "case \($0.caseName) of \($0.enumName)" }
        if !showingLeftOut.isEmpty {
            notes.append(
                "not copied: \(showingLeftOut.joined(separator: ", ")), nor the switch clauses over \(showingLeftOut.count == 1 ? "it" : "them"): they show a screen of \(swap.old.typeStem)'s that \(newName.typeStem) does not have (\(copy.leftOut.sorted().joined(separator: ", "))), made for \(flow.className); show \(types[flow.className] ?? newName.typeStem) where it belongs")
        }
        return notes
    }
}
