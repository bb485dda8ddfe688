/// A router-family app whose flows never end: no coordinator protocol, base class, output protocol or
/// flow declares a finish closure, delegate or method (tab flows that live as long as the app, a root
/// flow replaced by the next). The router templates write a flow that ends through a closure its parent
/// sets to release it, so `init` records one each flow declares itself, `finishFlow: (() -> Void)?`:
/// a new flow declares it and its parent sets it, while the existing flows stay as they are. The
/// finding says so; `shape.finish` in `.coordgen.yml` renames it.
enum RouterFlowsWithoutFinish {
    /// The closure a new flow declares where its siblings declare none.
    static let property = "finishFlow"
    static let closureType = "(() -> Void)?"

    static func complete(_ result: inout ProtocolShapeDetector.Result) {
        guard result.shape.finish.kind == .none, RouterFamily(result.shape) != nil else { return }
        result.shape.finish = FinishMechanism(kind: .closure, property: property, closureType: closureType, declaredByFlows: true)
        result.findings.append(
            AdoptionFinding(
                "finish",
                "none: no flow ends (no finish closure, delegate or method); a new flow declares \(property): \(closureType) of its own, which its parent sets to release it, and the existing flows stay as they are (shape.finish in \(Project.configFileName))"
            ))
    }
}
