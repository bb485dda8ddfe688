/// How `new coordinator Zebra --like Profile` turns the example's names into the new flow's: the
/// example's name as a camel-case word (`Profile` in `ProfileCoordinator`, `UserProfileView`,
/// `DefaultProfileCoordinator`; `profile` at the start of `profileDidFinish`) becomes the new name.
/// `Profiles` or `Profiler` do not contain the word `Profile`.
struct ExampleNameSwap: Equatable, Sendable {
    /// The example's type stem (`Profile`) and case spelling (`profile`).
    let old: FlowName
    /// The new flow's.
    let new: FlowName

    /// `name` with every occurrence of the example's word replaced, or nil when it has none.
    func swapped(_ name: String) -> String? {
        var result = ""
        var index = name.startIndex
        var changed = false
        while index < name.endIndex {
            if let (end, replacement) = word(in: name, at: index) {
                result += replacement
                index = end
                changed = true
            } else {
                result.append(name[index])
                index = name.index(after: index)
            }
        }
        return changed ? result : nil
    }

    /// `name` with the longest run of the example's words it contains replaced by the new name, when it
    /// has only part of the example's name: the parent's `showSettingFlow()` that starts
    /// `CodingTestSettingCoordinator` becomes `showZebraFlow()`.
    func swappedPartially(_ name: String) -> String? {
        let words = old.typeStem.splittingCamelCaseWords
        guard words.count > 1 else { return nil }
        for length in stride(from: words.count - 1, through: 1, by: -1) {
            for start in 0...(words.count - length) {
                let part = words[start..<start + length].joined()
                guard let partName = try? FlowName(parsing: part) else { continue }
                if let swapped = ExampleNameSwap(old: partName, new: new).swapped(name) { return swapped }
            }
        }
        return nil
    }

    /// Whether `name` contains the example's word.
    func contains(_ name: String) -> Bool {
        swapped(name) != nil
    }

    /// Whether `name` begins with the example's word (`profile`, `profileTab`, `Profile`): the flow's own
    /// name, where `editProfile` or `showUserProfile` only mention it.
    func begins(_ name: String) -> Bool {
        !name.isEmpty && word(in: name, at: name.startIndex) != nil
    }

    /// The example's word starting at `index`, and what replaces it.
    private func word(in name: String, at index: String.Index) -> (String.Index, String)? {
        let atStart = index == name.startIndex || name[name.index(before: index)] == "_"
        let candidates = atStart ? [(old.typeStem, new.typeStem), (old.caseName, new.caseName)] : [(old.typeStem, new.typeStem)]
        for (word, replacement) in candidates where name[index...].hasPrefix(word) {
            let end = name.index(index, offsetBy: word.count)
            if end == name.endIndex || !name[end].isLowercase { return (end, replacement) }
        }
        return nil
    }
}
