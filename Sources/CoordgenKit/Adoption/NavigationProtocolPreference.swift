import SwiftSyntax

/// Of several protocols named like coordinators, the ones whose requirements speak of navigation: an app
/// may declare a `*Coordinator` protocol that has nothing to do with screens (a video player's
/// `PlaybackCoordinator` requiring `start()` and `pause()`) beside its navigation coordinator protocol
/// (`Coordinator` with `children`, `parent`, `navigationPath`, `router`). The former is set aside where at
/// most one class conforms to it (a bare `protocol Coordinator { func start() }` that the app's many
/// coordinators conform to is never set aside for naming no navigation), and `init` says so; where none or
/// all of them speak of navigation, nothing is set aside and the question stays the user's (`--protocol`).
enum NavigationProtocolPreference {
    /// The words (of identifiers split at their humps) that tell a requirement is about navigation.
    static let navigationWords: Set<String> = [
        "child", "children", "parent", "navigation", "navigator", "navigate", "router", "routable", "route", "routes",
        "path", "push", "pop", "present", "presenter", "presented", "dismiss", "finish", "flow", "flows", "coordinator",
        "coordinators", "controller", "window", "screen", "scene", "tab", "sheet", "destination",
    ]

    /// The candidates whose requirements speak of navigation and those set aside, where some but not all
    /// do; nil where there is nothing to set aside.
    static func split(
        _ candidates: [TypeDeclaration], in index: DeclarationIndex
    ) -> (kept: [TypeDeclaration], setAside: [TypeDeclaration])? {
        guard candidates.count > 1 else { return nil }
        let setAside = candidates.filter { candidate in
            !speaksOfNavigation(candidate)
                && index.types.filter { $0.kind == .class && $0.inheritedNames.contains(candidate.name) }.count <= 1
        }
        guard !setAside.isEmpty, setAside.count < candidates.count else { return nil }
        let names = Set(setAside.map(\.name))
        return (candidates.filter { !names.contains($0.name) }, setAside)
    }

    /// `candidates` without those set aside.
    static func preferred(_ candidates: [TypeDeclaration], in index: DeclarationIndex) -> [TypeDeclaration] {
        split(candidates, in: index)?.kept ?? candidates
    }

    /// What `init` adds to its protocol finding when it set protocols aside.
    static func note(_ candidates: [TypeDeclaration], in index: DeclarationIndex) -> String {
        guard let (_, setAside) = split(candidates, in: index) else { return "" }
        let names = setAside.map(\.name).joined(separator: ", ")
        return
            " (\(names) set aside: named like \(setAside.count == 1 ? "a coordinator protocol, its" : "coordinator protocols, their") requirements speak of no navigation, no children, parent, path, router or screen, and at most one class conforms to \(setAside.count == 1 ? "it" : "each"); --protocol \(setAside[0].name) adopts it instead)"
    }

    /// Whether a requirement of `declaration` names navigation in one of its identifiers.
    static func speaksOfNavigation(_ declaration: TypeDeclaration) -> Bool {
        (declaration.members ?? []).contains { member in
            member.decl.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let text) = token.tokenKind else { return false }
                return words(of: text).contains(where: navigationWords.contains)
            }
        }
    }

    /// `navigationPath` → navigation, path; `UINavigationController` → ui, navigation, controller.
    static func words(of identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (offset, character) in characters.enumerated() {
            let previous = offset > 0 ? characters[offset - 1] : nil
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            let startsWord =
                character.isUppercase
                && (previous?.isLowercase == true || (previous?.isUppercase == true && next?.isLowercase == true))
            if character == "_" || startsWord, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
