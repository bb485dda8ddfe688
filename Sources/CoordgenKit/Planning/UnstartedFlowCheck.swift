import Foundation

/// The check after a flow made like one the app has is planned (`new coordinator Zebra --like Home`,
/// or a built-in family's refusal answered with a copy): does anything the app runs make the copy?
/// Read from the plan itself (``PlannedCodeReachability``): a copied `let zebraCoordinator =
/// ZebraCoordinator(…)` that nothing reads, a copied `private func prepareZebraView()` that nothing
/// calls, or no wiring at all, leaves the copy started nowhere.
///
/// A flow started nowhere is never reported as wired (the `coordgen tree` line goes). Where the user
/// named a parent (`--parent`), that parent was asked to start it and cannot: refused, naming the
/// `--like` that writes the copy anyway. Where the user asked for the copy (`--like`, or no parent),
/// the copy is written and the next step says that nothing starts it yet and where the example is
/// started, where the user starts the copy too.
struct UnstartedFlowCheck {
    let project: Project
    let naming: NamingScheme
    /// The new flow's name as the user gave it.
    let name: String
    /// The flow copied.
    let example: String
    /// The parent the user named, whose flow is copied.
    var parentClass: String? = nil

    /// `plan` as it is where the copy is started; else with its next step saying it is not, and its
    /// edits said to copy the wiring rather than to wire the copy.
    func checked(_ plan: Plan) throws -> Plan {
        var plan = plan
        guard let unstarted = try unstartedCopy(in: plan) else {
            plan.notes += try idleMemberNotes(in: plan)
            return plan
        }
        plan.nextSteps.removeAll { $0.contains("`coordgen tree` shows") }
        if let call = unstarted.callToMake {
            // A method to call, as a built-in family's open method is: the user calls it where the flow begins.
            plan.nextSteps.insert(call, at: 0)
            return plan
        }
        plan.nextSteps.insert("nothing starts \(unstarted.newClass) yet: \(unstarted.why); \(unstarted.remedy)", at: 0)
        let wired = "wired \(unstarted.newFlow) like \(unstarted.exampleFlow) in "
        for change in plan.changes where change.summary.hasPrefix(wired) {
            var copied = PlannedChange(
                url: change.url, displayPath: change.displayPath, action: change.action, oldContents: change.oldContents,
                newContents: change.newContents,
                summary: "copied \(unstarted.exampleFlow)'s wiring for \(unstarted.newFlow) in \(change.summary.dropFirst(wired.count)) (which does not start it)")
            copied.isEdit = change.isEdit
            copied.oldFingerprint = change.oldFingerprint
            plan.add(copied)
        }
        return plan
    }

    /// `plan` where the copy is started; else the refusal of a parent that was asked to start it.
    func checked(_ plan: Plan, because reason: String) throws -> Plan {
        guard let parent = parentClass else { return try checked(plan) }
        guard let unstarted = try unstartedCopy(in: plan) else { return plan }
        if unstarted.callToMake != nil { return try checked(plan) }
        if let method = unstarted.parentsMethods.first {
            // The parent's own copy of the method that starts the example (`startWithZebra() -> UIViewController`):
            // the parent named starts the flow once the user calls it, as the app calls the example's.
            var plan = plan
            plan.nextSteps.removeAll { $0.contains("`coordgen tree` shows") }
            plan.nextSteps.insert(
                "call \(method) where the \(unstarted.newFlow) flow should begin, as the app calls \(parent)'s method for \(unstarted.exampleFlow): until then nothing starts \(unstarted.newClass)",
                at: 0)
            return plan
        }
        throw GeneratorError.cannotGenerate(
            "nothing in \(parent) would start \(unstarted.newClass), made like \(unstarted.exampleFlow) (the built-in families cannot write this app's shape: \(reason)): \(unstarted.why); write the copy anyway with `coordgen new coordinator \(name) --like \(unstarted.exampleFlow)` and \(unstarted.remedy)")
    }

    struct Unstarted {
        let exampleFlow: String
        let exampleClass: String
        let newFlow: String
        let newClass: String
        /// Whether the plan edits any existing Swift file (copies any of the example's wiring).
        let copiesWiring: Bool
        /// The copied members that make the copy but that nothing calls or reads (`TabBarController.zebraCoordinator`).
        let idleMakers: [String]
        /// Those of them that are methods returning nothing (`BooksCoordinator.showZebra()`): each makes
        /// and starts the copy when called, as a built-in family's open method does.
        let idleActions: [String]

        /// The next step where a copied method starts the copy once called.
        var callToMake: String? {
            guard let first = idleActions.first else { return nil }
            let sites = exampleSites.isEmpty ? "" : " (\(exampleSites.joined(separator: ", ")))"
            return "call \(first) where the \(newFlow) flow should begin, as \(exampleClass) is started\(sites): until then nothing starts \(newClass)"
        }
        /// Where the app starts the example, as `Type.member()`.
        let exampleSites: [String]
        /// The copied code that makes the copy only to store it in a property nothing reads, with the
        /// property, its counterpart of the example's, and the code that reads that one.
        var unreadStores: [UnreadStore] = []

        struct UnreadStore {
            let maker: String
            let property: String
            let counterpart: String
            let counterpartReaders: [String]
        }
        /// The copied methods of the parent the user named that make the copy, returning something
        /// (`AppCoordinator.startWithZebra()`, made like `startWithServerList() -> UIViewController`), that nothing calls.
        var parentsMethods: [String] = []

        var why: String {
            if let store = unreadStores.first {
                return "\(store.maker) makes it only to store it in \(store.property), which nothing the app runs reads"
            }
            if !idleMakers.isEmpty {
                return "nothing the app runs calls or reads \(idleMakers.joined(separator: ", ")), which coordgen copied to make it"
            }
            return copiesWiring
                ? "what coordgen copied of \(exampleFlow)'s wiring is called or read by nothing the app runs"
                : "coordgen copied none of \(exampleFlow)'s wiring"
        }

        var remedy: String {
            if let store = unreadStores.first {
                let readers = store.counterpartReaders.isEmpty ? "" : " (\(store.counterpartReaders.joined(separator: ", ")))"
                return "read \(store.property) where \(store.counterpart) is read\(readers), beside it, as \(exampleClass) is shown"
            }
            let sites = exampleSites.isEmpty ? "" : " (\(exampleSites.joined(separator: ", ")))"
            let what = idleMakers.count == 1 ? "use \(idleMakers[0])" : idleMakers.isEmpty ? "start \(newClass)" : "use one of them"
            return "\(what) where \(exampleClass) is started\(sites), beside it"
        }
    }

    /// What is missing when running code makes none of the types the plan declares; nil when it makes one.
    func unstartedCopy(in plan: Plan) throws -> Unstarted? {
        let reachability = PlannedCodeReachability(plan: plan)
        if reachability.makesNewType { return nil }
        let newName = try FlowName(parsing: name, droppingSuffix: "Coordinator")
        var sources = ProjectSources(project: project)
        let resolved = try CoordinatorLookup.resolve(
            example, normalised: try FlowName(parsing: example, droppingSuffix: "Coordinator"), naming: naming, in: &sources,
            acceptingStructs: true)
        let swap = ExampleNameSwap(old: try FlowName(parsing: resolved.flow), new: newName)
        let scope = ModuleScope(project: project)
        let texts = project.sources.paths.filter { !scope.isTest($0) }.compactMap { path in
            project.sources.text(of: path).flatMap { $0.contains(resolved.className) ? $0 : nil }
        }
        let edits = plan.changes.contains { $0.action == .modify && $0.url.pathExtension == "swift" }
        var unstarted = Unstarted(
            exampleFlow: resolved.flow, exampleClass: resolved.className, newFlow: newName.typeStem,
            newClass: swap.swapped(resolved.className) ?? "\(newName.typeStem)Coordinator", copiesWiring: edits,
            idleMakers: reachability.idleMakers.map(\.label).prefix(3).map { $0 },
            idleActions: reachability.idleMakers.filter(\.returnsNothing).map(\.label),
            exampleSites: Array(PlannedCodeReachability(texts: texts).startingSites(of: resolved.className, isOwn: swap.contains).prefix(3)),
            parentsMethods: reachability.idleMakers.filter { $0.isFunction && !$0.isPrivate && $0.container.first == parentClass }.map(\.label))
        unstarted.unreadStores = unreadStores(reachability, swapping: swap, scope: scope)
        return unstarted
    }

    /// The copy's makers that store it in a property nothing reads, each with the example's property and
    /// the app's code that reads that one (`HomeCoordinatorView.body` binding `gameCoordinator`).
    private func unreadStores(_ reachability: PlannedCodeReachability, swapping swap: ExampleNameSwap, scope: ModuleScope) -> [Unstarted.UnreadStore] {
        let back = ExampleNameSwap(old: swap.new, new: swap.old)
        return reachability.storesNothingReads.map { store in
            let counterpart = back.swapped(store.property) ?? store.property
            let texts = project.sources.paths.filter { !scope.isTest($0) }.compactMap { path in
                project.sources.text(of: path).flatMap { $0.contains(counterpart) ? $0 : nil }
            }
            let readers = PlannedCodeReachability(texts: texts).running.filter { $0.reads.contains(counterpart) && !$0.names.contains(counterpart) }
            return Unstarted.UnreadStore(
                maker: store.maker.label, property: store.property, counterpart: counterpart,
                counterpartReaders: Array(readers.map(\.label).prefix(3)))
        }
    }
}

extension UnstartedFlowCheck {
    /// The check of a flow made like one `parent` starts (``ParentsOwnExample``), or nil where the parent
    /// is unknown or starts none (the plan was then not a copy).
    init?(project: Project, naming: NamingScheme, name: String, parent: String) {
        var sources = ProjectSources(project: project)
        guard let parentName = try? FlowName(parsing: parent, droppingSuffix: "Coordinator"),
            let resolved = try? CoordinatorLookup.resolve(parent, normalised: parentName, naming: naming, in: &sources, acceptingStructs: true),
            let choice = ParentsOwnExample.pick(
                parentClass: resolved.className, in: ParentsOwnExample.graph(of: project), naming: naming, recorded: project.config.example)
        else { return nil }
        self.init(project: project, naming: naming, name: name, example: choice.flow, parentClass: resolved.className)
    }
}
