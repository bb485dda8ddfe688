/// How a new coordinator declares its flow's case (`type` of a `CoordinatorType` enum).
///
/// A read-only requirement (`var type: CoordinatorType { get }`) is met by a computed property,
/// `var type: CoordinatorType { .zebra }`. A requirement with a setter (`{ get set }`) is not: the
/// coordinator stores its case, `var type: CoordinatorType = .zebra`. A subclass overrides its base class's
/// computed property with a computed one (a base class storing the case is given it through its
/// initialiser instead, `super.init(type: .zebra)`).
struct FlowTypeDeclaration {
    let flowType: FlowTypeShape
    let caseIdentifier: String
    /// Whether the coordinator subclasses a base class that declares the property.
    let overrides: Bool

    var text: String {
        let declaration = "var \(flowType.property): \(flowType.enum)"
        if overrides { return "override \(declaration) { .\(caseIdentifier) }" }
        return flowType.settable == true ? "\(declaration) = .\(caseIdentifier)" : "\(declaration) { .\(caseIdentifier) }"
    }
}
