import Foundation

@testable import CoordgenKit

extension SampleProject {
    /// `coordgen new coordinator <name> --parent <parent>` planned against this project, not applied,
    /// with the command line the journal would record.
    func plannedCoordinator(_ name: String = "Reservation", parent: String = "App") throws -> Plan {
        let project = try Project.locate(from: root)
        var plan = try CoordinatorGenerator(project: project, files: try SourceFileRenderer(project: project))
            .plan(CoordinatorOptions(name: name, parent: parent))
        plan.command = "new coordinator \(name) --parent \(parent)"
        return plan
    }
}
