/// `missing-finish-flows-popped`: a uikit project coordgen made before its Back fix has a
/// `Coordinator` protocol without `firstPushedScreen` and `finishFlowsPopped(from:)`. Flows the user
/// leaves with Back or a swipe are never released there, and a presented flow, whose coordinator calls
/// `finishFlowsPopped(from:)`, cannot be generated (`new coordinator --present` refuses until the
/// protocol is recorded as it is).
public struct MissingFinishFlowsPoppedRule: DoctorRule {
    public let id = "missing-finish-flows-popped"
    public let summary = "a uikit project made before coordgen's Back fix: its Coordinator lacks finishFlowsPopped(from:)"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] {
        guard app.model.config?.style == .uikit, let shape = app.model.shape else { return [] }
        // Only where generation expects the method: the recorded shape (or coordgen's own) tracks pops.
        guard shape.protocol.tracksFirstPushedScreen,
            let type = app.facts.types[shape.protocol.name], let declaration = type.primary, declaration.kind == .protocol,
            !app.facts.types.values.contains(where: {
                $0.functions(inFilesMentioning: ["finishFlowsPopped"]).contains { $0.decl.name.text == "finishFlowsPopped" }
            })
        else { return [] }
        return [
            Finding(
                file: declaration.file.path, line: declaration.line, severity: .warning, rule: id,
                message:
                    "\(shape.protocol.name) has no finishFlowsPopped(from:): the project was made before coordgen's Back fix, so flows left with Back or a swipe are never released, and `coordgen new coordinator --present` refuses",
                fix:
                    "run `coordgen init --force` so generation follows \(shape.protocol.name) as it is; to release flows left with Back, add firstPushedScreen and finishFlowsPopped(from:) as a new uikit project's Coordinator.swift has them"
            )
        ]
    }
}
