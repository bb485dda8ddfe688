/// The declaration most coordinators share, each coordinator's read by `text` (nil where it has none):
/// with how many share it and one of them; nil where fewer than two share one. Among equals, the text
/// sorting first wins, so the choice does not depend on the order the coordinators are read in.
enum MostCommonSiblingDeclaration {
    static func among(
        _ coordinators: [TypeDeclaration], text: (TypeDeclaration) -> String?
    ) -> (text: String, count: Int, example: TypeDeclaration)? {
        var groups: [String: (count: Int, example: TypeDeclaration)] = [:]
        for coordinator in coordinators {
            guard let written = text(coordinator) else { continue }
            groups[written] = ((groups[written]?.count ?? 0) + 1, groups[written]?.example ?? coordinator)
        }
        guard let best = groups.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }), best.value.count >= 2 else { return nil }
        return (best.key, best.value.count, best.value.example)
    }
}
