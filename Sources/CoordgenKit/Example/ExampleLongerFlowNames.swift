/// The app's other flows whose names contain the example's (`RecipeListOfStepsList` beside the
/// example `RecipeList`, `UserProfile` beside `Profile`): a type named after one of them
/// (`RecipeListOfStepsListCoordinator`, `DefaultUserProfileViewModel`) is that flow's, not the
/// example's, though it contains the example's word. `new coordinator Zebra --like RecipeList` leaves it
/// out of the copy (the copy starts the same child the example starts), and `remove` leaves it in place.
///
/// Another flow is another coordinator named as the example's coordinator is, with a longer middle:
/// the example `DefaultProfileCoordinator` has the prefix `Default` and the suffix `Coordinator`, so
/// `DefaultUserProfileCoordinator` is the flow `UserProfile`.
struct ExampleLongerFlowNames {
    /// The other flows' names (`RecipeListOfStepsList`), longest first.
    let names: [String]

    init(coordinator: String, swap: ExampleNameSwap, typeNames: some Sequence<String>) {
        guard let affixes = Self.affixes(of: coordinator, stem: swap.old.typeStem) else {
            names = []
            return
        }
        let stemLength = swap.old.typeStem.count
        var found = Set<String>()
        for name in typeNames where name != coordinator && name.hasPrefix(affixes.prefix) && name.hasSuffix(affixes.suffix) {
            let middleLength = name.count - affixes.prefix.count - affixes.suffix.count
            guard middleLength > stemLength else { continue }
            let middle = String(name.dropFirst(affixes.prefix.count).dropLast(affixes.suffix.count))
            if swap.contains(middle) { found.insert(middle) }
        }
        names = found.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// Whether `typeName` is named after one of the other flows.
    func belongsElsewhere(_ typeName: String) -> Bool {
        flow(of: typeName) != nil
    }

    /// The longest other flow `typeName` is named after.
    func flow(of typeName: String) -> String? {
        names.first { Self.containsWord($0, in: typeName) }
    }

    /// The text before and after the example's stem in its coordinator's name (`Default`, `Coordinator`
    /// in `DefaultProfileCoordinator`), nil when the name does not contain the stem.
    private static func affixes(of coordinator: String, stem: String) -> (prefix: String, suffix: String)? {
        guard !stem.isEmpty, let range = coordinator.range(of: stem) else { return nil }
        return (String(coordinator[..<range.lowerBound]), String(coordinator[range.upperBound...]))
    }

    /// Whether `word` occurs in `name` as camel-case words: followed by an upper-case letter, a digit,
    /// an underscore or the end (`UserProfile` in `UserProfileView`, not in `UserProfiles`).
    private static func containsWord(_ word: String, in name: String) -> Bool {
        var searched = name[...]
        while let range = searched.range(of: word) {
            if range.upperBound == name.endIndex || !name[range.upperBound].isLowercase { return true }
            searched = name[range.upperBound...]
        }
        return false
    }
}
