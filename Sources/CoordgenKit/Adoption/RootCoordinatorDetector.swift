import SwiftSyntax

/// Finds the root coordinator: the coordinator created in `SceneDelegate` or `AppDelegate`, else the
/// one named `App…`, `Main…` or `Root…`.
///
/// In a SwiftUI app whose coordinators are made by views or by the `App`'s body (one per tab, each
/// owning its stack), there may be no single root: where `rootsMayBeMany`, no root is recorded (an
/// empty `naming.root`) instead of a question, and `--parent` names whichever coordinator the user means.
struct RootCoordinatorDetector {
    let index: DeclarationIndex
    let conformances: CoordinatorConformances
    /// Whether the family lets views create coordinators, so that several top-level ones are expected.
    var rootsMayBeMany = false

    /// The root: `choice`, else the one the app makes evident; with `noRoot`, none where the app
    /// makes none evident (a finding names the candidates), else the question.
    func detect(choice: String?, noRoot: Bool = false) throws(AdoptionError) -> (name: String, finding: AdoptionFinding) {
        let names = Set(conformances.coordinators.map(\.type.name) + conformances.baseClasses.map(\.name))
        if let choice {
            guard index.type(named: choice, kinds: [.class, .struct, .actor]) != nil else {
                throw .unknownChoice(flag: "--root", name: choice, known: conformances.coordinators.map(\.type.name))
            }
            return (choice, AdoptionFinding("root", "\(choice) (chosen)", index.type(named: choice)?.reference))
        }
        let created = createdAtLaunch(names: names)
        if created.count == 1 {
            return (created[0].0, AdoptionFinding("root", "\(created[0].0), created in \(created[0].1.file)\(exampleLaunchNote)", created[0].1))
        }
        // Where the names do not tell the root among those created at launch, the tree may.
        if Self.evidentRoot(created: created.map(\.0), prefixed: []) == nil, let shortcut = launchRootAboveTheOthers(created: created, names: names) {
            return shortcut
        }
        let prefixed = conformances.coordinators.filter { coordinator in
            ["App", "Main", "Root", "Application"].contains { coordinator.type.name.hasPrefix($0) }
        }
        // Struct coordinators made at launch, where no class is: the struct is the root (``structCreatedAtLaunch()``).
        if created.isEmpty, let found = structCreatedAtLaunch() { return found }
        if created.isEmpty, let found = rootWithoutLaunch(prefixed: prefixed.map(\.type), names: names) { return found }
        let candidates =
            created.isEmpty
            ? conformances.coordinators.map { ($0.type.name, Optional($0.type.reference)) } : created.map { ($0.0, Optional($0.1)) }
        let problem =
            created.isEmpty
            ? "no root coordinator: none is created in SceneDelegate or AppDelegate, and \(prefixed.isEmpty ? "none" : "more than one") is named App…, Main… or Root…"
            : "\(created.count) coordinators are created at launch"
        let evident = Self.evidentRoot(created: created.map(\.0), prefixed: prefixed.map(\.type.name))
        if noRoot, evident == nil {
            let names = candidates.map(\.0)
            let shown = names.count > 6 ? names.prefix(6).joined(separator: ", ") + " and \(names.count - 6) more" : names.joined(separator: ", ")
            return (
                "",
                AdoptionFinding(
                    "root",
                    "none: \(created.isEmpty ? "no coordinator is created at launch or named App…, Main… or Root… alone" : problem) (\(shown)), and nothing tells which is the root; each is a root of its own (--parent names any coordinator; --root records one as naming.root)",
                    nil)
            )
        }
        throw .ambiguous(AdoptionAmbiguity(subject: .root, problem: problem, candidates: candidates, evident: evident))
    }

    /// What the root finding says of example apps' launch code left out, if any was.
    private var exampleLaunchNote: String {
        let launches = index.types.filter(Self.isLaunchType)
        let leftOut = launches.filter { ExampleApps.isInExampleFolder($0.file.path) }
        guard !leftOut.isEmpty, leftOut.count < launches.count else { return "" }
        return "; the launch code of example apps (\(leftOut.map(\.name).sorted().joined(separator: ", "))) starts one feature each and is left out"
    }

    /// The coordinators the launch code (`SceneDelegate`, `AppDelegate`) creates, with where.
    func createdAtLaunch(names: Set<String>) -> [(String, SourceReference)] {
        Self.createdAtLaunch(names: names, in: index)
    }

    /// The same for any `index`, before a protocol and its coordinators are chosen.
    static func createdAtLaunch(names: Set<String>, in index: DeclarationIndex) -> [(String, SourceReference)] {
        var created: [(String, SourceReference)] = []
        // An example app's launch code (`Features/Home/Demo/…`) starts one feature, not the app (``ExampleApps``).
        for type in ExampleApps.appsOwn(index.types.filter(isLaunchType), path: \.file.path) {
            let finder = CreatedTypeFinder(names: names, countsMetatypeArguments: true)
            for item in type.members ?? [] { finder.walk(item) }
            for (name, node) in finder.found where !created.contains(where: { $0.0 == name }) {
                created.append((name, type.file.reference(to: node)))
            }
        }
        return created
    }

    /// Where the launch code creates no coordinator: the root by its name, by the tree, the only
    /// coordinator, or none where each flow is a root of its own; nil when it stays a question.
    private func rootWithoutLaunch(prefixed: [TypeDeclaration], names: Set<String>) -> (name: String, finding: AdoptionFinding)? {
        // A coordinator another one makes is a child, whatever its name (`AppLockFlowCoordinator` is a
        // flow about the app's lock, started by the settings).
        let madeByCoordinators = prefixed.isEmpty ? [] : madeByCoordinators(names: names)
        let prefixed = prefixed.filter { !madeByCoordinators.contains($0.name) }
        if prefixed.count == 1 {
            let root = prefixed[0]
            return (
                root.name,
                AdoptionFinding("root", "\(root.name) (by its name: no SceneDelegate or AppDelegate creates a coordinator)", root.reference)
            )
        }
        if prefixed.isEmpty, !rootsMayBeMany, let root = rootOutsideTheCoordinators(names: names) {
            return (
                root.type.name,
                AdoptionFinding(
                    "root",
                    "\(root.type.name) (by its name: no SceneDelegate or AppDelegate creates a coordinator; it subclasses another base than the flows and starts \(root.children.joined(separator: ", ")))",
                    root.type.reference)
            )
        }
        if prefixed.count != 1, let top = onlyTopOfTree(names: names) {
            return (
                top.type.name,
                AdoptionFinding(
                    "root",
                    "\(top.type.name) (no SceneDelegate or AppDelegate creates a coordinator; it is the one coordinator that starts others, \(top.children.joined(separator: ", ")), that no coordinator starts, and \(top.maker) makes it)",
                    top.type.reference)
            )
        }
        if conformances.coordinators.count == 1, let only = conformances.coordinators.first?.type {
            return (only.name, AdoptionFinding("root", "\(only.name) (the app's only coordinator)", only.reference))
        }
        return noRoot(prefixed: prefixed, names: names)
    }

    /// Where no coordinator is the root (views, a container or screens make each flow, a root of its
    /// own): the finding that says so with an empty name; nil when it stays a question.
    private func noRoot(prefixed: [TypeDeclaration], names: Set<String>) -> (name: String, finding: AdoptionFinding)? {
        if prefixed.count != 1, rootsMayBeMany {
            let names = conformances.coordinators.map(\.type.name)
            return (
                "",
                AdoptionFinding(
                    "root",
                    "none: no coordinator is created at launch or named App…, Main… or Root…; views create \(names.joined(separator: ", ")), each a root (--parent names any coordinator; --root records one as naming.root)",
                    nil)
            )
        }
        if prefixed.count != 1, let container = onlyContainer(names: names) {
            // A tab bar controller (or another container) that makes one coordinator per tab: each is a root.
            return (
                "",
                AdoptionFinding(
                    "root",
                    "none: no coordinator is created at launch or named App…, Main… or Root…; \(container.type.name) makes \(container.made.joined(separator: ", ")), each a root of its own (--parent names any coordinator; --root records one as naming.root)",
                    container.type.reference)
            )
        }
        if prefixed.count != 1, Self.evidentRoot(created: [], prefixed: prefixed.map(\.name)) == nil,
            let none = noRootWhereScreensMakeTheFlows(names: names)
        {
            return none
        }
        return nil
    }

    /// No root, where types outside the coordinators (screens, view models) make each flow no
    /// coordinator makes: each is a root of its own, and the finding names who makes it.
    private func noRootWhereScreensMakeTheFlows(names: Set<String>) -> (name: String, finding: AdoptionFinding)? {
        guard let made = madeByScreens(names: names) else { return nil }
        let list = made.map { "\($0.coordinator) (in \($0.maker))" }.joined(separator: ", ")
        return (
            "",
            AdoptionFinding(
                "root",
                "none: no coordinator is created at launch or named App…, Main… or Root…; types outside the coordinators make \(list), each a root of its own (--parent names any coordinator; --root records one as naming.root)",
                nil)
        )
    }

    /// The evident root among several candidates: of several created at launch, the one named App…/Main…;
    /// of none created and several named so, the one named so and nothing more (`AppCoordinator` beside
    /// `AppUnavailableCoordinator`).
    private static func evidentRoot(created: [String], prefixed: [String]) -> (name: String, reason: String)? {
        let prefixes = ["App", "Main", "Root", "Application"]
        let launchNamed = created.filter { name in prefixes.contains { name.hasPrefix($0) } }
        if launchNamed.count == 1 { return (launchNamed[0], "created at launch and named like a root") }
        let bare = prefixed.filter { name in prefixes.contains { name.hasPrefix($0) && name.dropFirst($0.count).hasPrefix("Coordinat") } }
        return created.isEmpty && bare.count == 1 ? (bare[0], "named like a root with no other word") : nil
    }

    /// The one coordinator that creates other coordinators and that no other coordinator creates, with
    /// the coordinators it creates and the type outside the coordinators that creates it; nil when there
    /// is none, more than one, or nothing outside the coordinators makes it.
    private func onlyTopOfTree(names: Set<String>) -> (type: TypeDeclaration, children: [String], maker: String)? {
        var creates: [(type: TypeDeclaration, children: [String])] = []
        for coordinator in conformances.coordinators {
            let finder = CreatedTypeFinder(names: names.subtracting([coordinator.type.name]))
            for declaration in [coordinator.type] + index.extensions(of: coordinator.type.name) {
                for item in declaration.members ?? [] { finder.walk(item) }
            }
            var children: [String] = []
            for (name, _) in finder.found where !children.contains(name) { children.append(name) }
            creates.append((coordinator.type, children))
        }
        let started = Set(creates.flatMap(\.children))
        let tops = creates.filter { !$0.children.isEmpty && !started.contains($0.type.name) }
        guard tops.count == 1, let maker = madeOutsideTheCoordinators(tops[0].type.name, coordinators: names) else { return nil }
        return (tops[0].type, tops[0].children, maker)
    }

    /// The one type outside the coordinators (a tab bar controller) that makes two or more coordinators
    /// that no coordinator makes, with those it makes; nil when there is none or more than one.
    private func onlyContainer(names: Set<String>) -> (type: TypeDeclaration, made: [String])? {
        let madeByCoordinators = madeByCoordinators(names: names)
        var containers: [(type: TypeDeclaration, made: [String])] = []
        for type in index.types where !names.contains(type.name) && !type.isNested && type.kind != .extension {
            let finder = CreatedTypeFinder(names: names)
            for declaration in [type] + index.extensions(of: type.name) {
                for item in declaration.members ?? [] { finder.walk(item) }
            }
            var made: [String] = []
            for (name, _) in finder.found where !made.contains(name) && !madeByCoordinators.contains(name) { made.append(name) }
            if made.count >= 2 { containers.append((type, made)) }
        }
        return containers.count == 1 ? containers.first : nil
    }

    /// Each coordinator no coordinator makes, with the type outside the coordinators that makes it (a
    /// view controller, a view, a view model), where there are at least two and every one is made so;
    /// nil otherwise (a coordinator nothing makes leaves the root a question).
    private func madeByScreens(names: Set<String>) -> [(coordinator: String, maker: String)]? {
        let madeByCoordinators = madeByCoordinators(names: names)
        let tops = conformances.coordinators.map(\.type.name).filter { !madeByCoordinators.contains($0) }
        guard tops.count >= 2 else { return nil }
        var makers: [String: String] = [:]
        let wanted = Set(tops)
        for type in index.types where !names.contains(type.name) && !type.isNested && type.kind != .extension {
            let finder = CreatedTypeFinder(names: wanted)
            for declaration in [type] + index.extensions(of: type.name) {
                for item in declaration.members ?? [] { finder.walk(item) }
            }
            for (name, _) in finder.found where makers[name] == nil { makers[name] = type.name }
        }
        guard tops.allSatisfy({ makers[$0] != nil }) else { return nil }
        return tops.map { ($0, makers[$0] ?? "") }
    }

    /// The coordinators among `names` that some coordinator makes.
    private func madeByCoordinators(names: Set<String>) -> Set<String> {
        var made: Set<String> = []
        for coordinator in conformances.coordinators {
            let finder = CreatedTypeFinder(names: names.subtracting([coordinator.type.name]))
            for declaration in [coordinator.type] + index.extensions(of: coordinator.type.name) {
                for item in declaration.members ?? [] { finder.walk(item) }
            }
            for (name, _) in finder.found { made.insert(name) }
        }
        return made
    }

    /// The type, not a coordinator, that creates `name` (a container or factory the launch code asks).
    private func madeOutsideTheCoordinators(_ name: String, coordinators: Set<String>) -> String? {
        for type in index.types where !coordinators.contains(type.name) && !type.isNested {
            let finder = CreatedTypeFinder(names: [name])
            for declaration in [type] + index.extensions(of: type.name) {
                for item in declaration.members ?? [] { finder.walk(item) }
            }
            if !finder.found.isEmpty { return type.name }
        }
        return nil
    }

    private static func isLaunchType(_ type: TypeDeclaration) -> Bool {
        guard type.kind == .class else { return false }
        return ["SceneDelegate", "AppDelegate"].contains(type.name)
            || type.inherited.contains { ["UIWindowSceneDelegate", "UIApplicationDelegate", "UISceneDelegate"].contains($0) }
    }
}
