import Foundation

extension UnstartedFlowCheck {
    /// For a copy something starts, the copied members that nothing the app runs uses although they
    /// name the copy (`MainTabCoordinator.zebraTabView`, copied beside `aboutTabView`, which the tab
    /// view shows): one note each, with where the example's counterpart is used, where the user uses
    /// the copy's too. Empty where the copy is not started (``unstartedCopy(in:)`` says so) or every
    /// copied member is used.
    func idleMemberNotes(in plan: Plan) throws -> [String] {
        let reachability = PlannedCodeReachability(plan: plan)
        let idle = reachability.idleMakers.filter { !$0.isStoredProperty }
        guard !idle.isEmpty, reachability.makesNewType else { return [] }
        let back = ExampleNameSwap(
            old: try FlowName(parsing: name, droppingSuffix: "Coordinator"), new: try FlowName(parsing: example, droppingSuffix: "Coordinator"))
        let scope = ModuleScope(project: project)
        return idle.compactMap { unit in
            guard let member = unit.names.first, let counterpart = back.swapped(member) else { return nil }
            let texts = project.sources.paths.filter { !scope.isTest($0) }.compactMap { path in
                project.sources.text(of: path).flatMap { $0.contains(counterpart) ? $0 : nil }
            }
            let users = PlannedCodeReachability(texts: texts).running.filter { $0.references.contains(counterpart) }.map(\.label)
            let place = users.isEmpty ? "" : ": use it where \(counterpart) is used (\(users.prefix(3).joined(separator: ", ")))"
            return "nothing the app runs uses \(unit.label), which coordgen copied beside \(counterpart)\(place)"
        }
    }
}
