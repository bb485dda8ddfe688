import Foundation

/// Whether the code a plan leaves in the app reaches a type: read from the planned texts themselves
/// (the new contents of the files it edits and creates), through swift-syntax (``PlannedCodeUnit``).
///
/// Code the app had before runs (the app runs it, as far as coordgen can tell); code the plan adds
/// runs only where running code names it: a new method where a running one calls it, a new stored
/// property where running code reads it (`let zebraCoordinator = ZebraCoordinator()` that nothing
/// reads makes a coordinator nothing starts), a new type where running code names it. A new member
/// the frameworks run (an override, `@objc`, a property wrapper's property, an initialiser) runs, and
/// so does a new action other types may call (`func showZebra()`, as `tree` counts the parent making
/// the flow there): the user calls it where the flow begins.
struct PlannedCodeReachability {
    private(set) var units: [PlannedCodeUnit] = []
    /// The types the plan declares (in a file of its own, or added to an edited one), not those it extends.
    private(set) var newTypes: Set<String> = []

    /// The units of the Swift files `plan` writes: a created file's are all new; an edited file's are
    /// new where its old text had no unit of that key.
    init(plan: Plan) {
        let texts = plan.changes.filter { $0.writes && $0.url.pathExtension == "swift" }.compactMap { change in
            String(data: change.newContents, encoding: .utf8).map { new in
                (new: new, old: change.action == .modify ? change.oldContents.flatMap { String(data: $0, encoding: .utf8) } : nil)
            }
        }
        // The types the plan declares (a file of its own, or a type an edit adds), not those it extends.
        newTypes = texts.reduce(into: Set<String>()) { found, text in
            found.formUnion(PlannedCodeUnit.declaredTypes(in: text.new).subtracting(text.old.map(PlannedCodeUnit.declaredTypes(in:)) ?? []))
        }
        for (new, old) in texts {
            let newTypes = newTypes
            let oldKeys = Set((old.map(PlannedCodeUnit.units(in:)) ?? []).map(\.key))
            for var unit in PlannedCodeUnit.units(in: new) {
                unit.isNew = old == nil || !oldKeys.contains(unit.key)
                unit.newType = unit.container.indices.first { newTypes.contains(unit.container[...$0].joined(separator: ".")) }
                    .map { unit.container[$0] }
                units.append(unit)
            }
        }
    }

    /// The units of existing texts (nothing new): to find where the app already makes a type.
    init(texts: [String]) {
        units = texts.flatMap(PlannedCodeUnit.units(in:))
    }

    /// The units that run: the old ones and those the frameworks run, then, until nothing changes,
    /// the new ones running code names (a new type's members all run once it is named).
    var running: [PlannedCodeUnit] {
        var runs = units.map { !$0.isNew || (($0.isRunByFrameworks || $0.isAction) && $0.newType == nil) }
        var named = Set<String>()
        var changed = true
        while changed {
            changed = false
            named = units.indices.filter { runs[$0] }.reduce(into: Set<String>()) { $0.formUnion(units[$1].references) }
            for index in units.indices where !runs[index] && isNamed(units[index], in: named) {
                runs[index] = true
                changed = true
            }
        }
        return units.indices.filter { runs[$0] }.map { units[$0] }
    }

    private func isNamed(_ unit: PlannedCodeUnit, in named: Set<String>) -> Bool {
        if let type = unit.newType { return named.contains(type) }
        return unit.names.contains(where: named.contains)
    }

    /// The new code outside the plan's new types that makes one of them but does not run: a copied
    /// method nothing calls, a copied property nothing reads.
    var idleMakers: [PlannedCodeUnit] {
        let names = Set(newTypes.compactMap { $0.split(separator: ".").last.map(String.init) })
        let running = Set(running.map(\.key))
        return units.filter { $0.isNew && $0.newType == nil && !running.contains($0.key) && !$0.valueReferences.isDisjoint(with: names) }
    }

    /// Whether running code outside the types the plan declares makes one of them (`Zebra(…)`,
    /// `Zebra.self`, `ZebraFactory().make()`): the plan's new flow is started somewhere.
    var makesNewType: Bool {
        let names = Set(newTypes.compactMap { $0.split(separator: ".").last.map(String.init) })
        let running = running
        let unread = unreadNewProperties(running: running)
        return running.contains { unit in
            unit.newType == nil
                && unit.valueReferences.intersection(names).contains { made in
                    // Made only to be stored in a new property nothing reads, it shows nothing.
                    unit.freeValues.contains(made) || !(unit.storedValues[made] ?? []).isSubset(of: unread)
                }
        }
    }

    /// The new code outside the plan's new types that runs and makes one of them only to store it in a
    /// new property that nothing the app runs reads (`HomeCoordinator.openZebra()` setting `zebraCoordinator`,
    /// which no view binds), with that property.
    var storesNothingReads: [(maker: PlannedCodeUnit, property: String)] {
        let names = Set(newTypes.compactMap { $0.split(separator: ".").last.map(String.init) })
        let running = running
        let unread = unreadNewProperties(running: running)
        return running.filter { $0.newType == nil }.flatMap { unit in
            unit.valueReferences.intersection(names).filter { !unit.freeValues.contains($0) }
                .flatMap { (unit.storedValues[$0] ?? []).intersection(unread) }
                .sorted().map { (unit, $0) }
        }
    }

    /// The stored properties the plan adds that running code assigns at most, never reads.
    private func unreadNewProperties(running: [PlannedCodeUnit]) -> Set<String> {
        let added = Set(units.filter { $0.isNew && $0.isStoredProperty && $0.newType == nil }.flatMap(\.names))
        return added.subtracting(running.reduce(into: Set<String>()) { $0.formUnion($1.reads) })
    }

    /// Where running code makes `type`, as a user looks for it: a stored property holding it, or a
    /// private method making it, is named by the members of its type that read or call it
    /// (`TabBarController.configureTabs()`, `MainCoordinator.start()`); code of the flow's own types
    /// (`isOwn`: its factory's `makeHomeCoordinator()`, its view) by the code outside them that uses it.
    func startingSites(of type: String, isOwn: (String) -> Bool) -> [String] {
        let running = running.filter { $0.container.first != type }
        let makers = running.filter { $0.valueReferences.contains(type) }
        var sites = makers
        var found: [PlannedCodeUnit] = []
        var followed = Set<String>()
        // A few steps back from the code that makes it: far enough for a factory behind a property.
        for _ in 0..<3 where !sites.isEmpty {
            var next: [PlannedCodeUnit] = []
            for site in sites where followed.insert(site.key).inserted {
                // The flow's own code, and a factory method returning it, are followed to their callers anywhere.
                let own = (site.container.first.map(isOwn) ?? false) || (site.isFunction && !site.returnsNothing && !site.isPrivate)
                guard own || site.isStoredProperty || site.isPrivate else {
                    found.append(site)
                    continue
                }
                let users = running.filter { user in
                    user.key != site.key && !user.references.isDisjoint(with: site.names) && (own || user.container == site.container)
                }
                // A property or private method's readers are the place; otherwise the callers are followed on.
                if own { next += users } else { found += users.isEmpty ? [site] : users }
            }
            sites = next
        }
        var seen = Set<String>()
        return (found.isEmpty ? makers : found).map(\.label).filter { seen.insert($0).inserted }
    }
}
