/// Says where a `layout:` pattern with a feature area (`Features/*/{Name}`) put a new file: in the area
/// of the flow it goes beside (a new flow's parent, a new screen's coordinator), or, with no such flow,
/// in the `paths:` folder — a decision coordgen made alone, so it is always said.
enum LayoutArea {
    /// The notes for the files of a new flow, whose area is its parent's.
    static func notes(for request: CoordinatorRequest) -> [String] {
        guard request.options.folder == nil else { return [] }
        let beside = request.parent.map { "its parent \($0.typeStem)" }
        let coordinators = request.project.sources.relativePath(of: request.folder(for: .coordinator))
        return [ProjectConfig.GeneratedFileKind.coordinator, .screen].compactMap { kind in
            let besideCoordinator = kind == .screen && !request.screensFillTheirArea
            return note(
                kind, project: request.project, flow: request.name.typeStem, near: request.near, beside: beside,
                fallback: besideCoordinator ? coordinators.map { "\($0), beside its coordinator" } : nil)
        }
    }

    /// The note for one kind of file of the flow `flow`, when its pattern has an area.
    static func note(
        _ kind: ProjectConfig.GeneratedFileKind, project: Project, flow: String, near: String?, beside: String?, fallback: String? = nil
    ) -> String? {
        let shape = project.config
        let (pattern, pathsFolder) = shape.layoutPattern(for: kind)
        guard let pattern, LayoutConventions.hasArea(pattern) else { return nil }
        let key = kind == .coordinator ? "coordinators" : kind == .screen ? "screens" : "tests"
        let what = kind == .coordinator ? "coordinator goes" : kind == .screen ? "screens go" : "tests go"
        let folder = shape.folder(for: kind, flow: flow, near: near)
        if let beside, LayoutConventions.folder(pattern, flow: flow, near: near) != nil {
            let place = LayoutConventions.followsParent(pattern) ? "the folder of \(beside)" : "the feature area of \(beside)"
            return "\(flow)'s \(what) into \(folder), in \(place) (layout.\(key): \(pattern))"
        }
        let reason =
            LayoutConventions.followsParent(pattern)
            ? (beside.map { "the folder of \($0), which coordgen did not find" } ?? "a parent, and there is none")
            : (beside.map { "the folder of \($0), which lies in no area of it" } ?? "a parent, and there is none")
        return "\(flow)'s \(what) into \(fallback ?? "\(pathsFolder) (paths.\(key))"): layout.\(key) (\(pattern)) takes its area from \(reason); pass --in to choose"
    }
}
