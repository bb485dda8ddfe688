import SwiftSyntax

extension ProtocolShapeDetector {
    /// The flow enum: a flow property typed by no enum of the app is resolved by `--flow-enum` (or asked).
    func resolveFlowEnum(
        _ shape: inout ProtocolShape, reading: RequirementReading, choice flowEnumChoice: String?, result: inout Result
    ) throws(AdoptionError) {
        var reading = reading
        let name = declaration.name
        if let unresolved = reading.unresolvedFlowProperty {
            let enums = index.types.filter { $0.kind == .enum && !$0.isNested }
            guard let choice = flowEnumChoice else {
                throw .ambiguous(
                    AdoptionAmbiguity(
                        subject: .flowEnum,
                        problem: "\(name).\(unresolved.name) has type \(unresolved.type), which is not an enum declared in the app",
                        candidates: enums.map { ($0.name, $0.reference) }))
            }
            guard let chosen = index.type(named: choice, kinds: [.enum, .struct]) else {
                throw .unknownChoice(flag: "--flow-enum", name: choice, known: enums.map(\.name))
            }
            shape.flowType = FlowTypeShape(property: unresolved.name, enum: chosen.name, cases: cases(of: chosen))
            shape.flowType?.settable = unresolved.settable ? true : nil
            reading.flowTypeSource = chosen.reference
            result.flowEnumFile = chosen.reference.file
        }
        if let flowType = shape.flowType {
            result.findings.append(
                AdoptionFinding(
                    "flow enum",
                    "\(flowType.property): \(flowType.enum)\(flowType.settable == true ? " { get set }, stored by each new coordinator" : "") (cases: \(flowType.cases.joined(separator: ", ")))",
                    reading.flowTypeSource
                ))
        } else {
            result.undecided.append("no flow enum: \(name) has no property typed by an enum; new flows get no enum case")
        }
    }

    /// How a flow ends where the protocol does not say: a delegate the coordinators declare, a parent
    /// method they call, or nothing; and what the protocol leaves undecided.
    func completeFinish(_ shape: inout ProtocolShape, result: inout Result) {
        let name = declaration.name
        // A delegate the protocol does not mention: coordinators may still declare one themselves.
        if shape.finish.kind == .none, let (delegate, property) = delegateOutsideProtocol() {
            shape.finish = finishDelegate(delegate, property: property)
            result.findings.append(
                AdoptionFinding("finish", describe(shape.finish) + " (declared by the coordinators)", delegate.reference))
        }
        if shape.finish.kind == .none, let parent = parentMethod(childElement: shape.children?.element) {
            shape.finish = parent.mechanism
            let weak = parent.mechanism.weak == true ? "weak " : ""
            result.findings.append(
                AdoptionFinding(
                    "finish",
                    "parent: children call \(parent.mechanism.parentType ?? "?").\(parent.mechanism.methodSignature ?? "?") through \(weak)\(parent.mechanism.property ?? "?")",
                    parent.source))
        }
        if shape.finish.kind == .none, let provided = providedFinishMethod() {
            shape.providedFinish = provided.name
            result.findings.append(
                AdoptionFinding(
                    "finish",
                    "\(provided.name)(), written once for every coordinator, hands the coordinator to its parent (`\(provided.call)`): a new flow calls it when it ends",
                    provided.source))
        } else if shape.finish.kind == .none {
            result.findings.append(
                AdoptionFinding(
                    "finish", "none: no finish delegate or closure; a parent is not told when a child is done", declaration.reference))
        }
        if shape.navigation == nil {
            result.undecided.append("no navigation controller property in \(name); generated coordinators get none")
        }
        if shape.children == nil {
            result.undecided.append("no children property in \(name); parents will not keep their children")
        }
    }

    /// Whether `finish()` and `findCoordinator(type:)` are implemented for every coordinator, and the
    /// app's protocols this one refines.
    func readImplementations(_ shape: inout ProtocolShape, result: inout Result) {
        let (finish, finishSource) = implementation(of: "finish")
        let (find, findSource) = implementation(of: "findCoordinator")
        shape.providesFinish = finish
        shape.providesFindCoordinator = find
        result.findings.append(
            AdoptionFinding(
                "finish()", finish ? "implemented for every coordinator" : "not provided", finishSource ?? declaration.reference))
        if find {
            result.findings.append(AdoptionFinding("findCoordinator", "implemented for every coordinator", findSource))
        }
        let refined = refinedProtocols(of: declaration)
        if !refined.isEmpty { shape.refines = refined }
    }

    /// The base class most coordinators inherit from, and where a base class stands for the protocol
    /// and holds no stack, the one below it that does.
    func detectBaseClass(_ shape: inout ProtocolShape, result: inout Result) {
        let conformances = CoordinatorConformances(index: index, protocolName: declaration.name)
        if shape.baseClass == nil, conformances.baseClasses.count == 1, let base = conformances.baseClasses.first {
            let subclasses = conformances.coordinators.filter { $0.type.inherited.first == base.name }.count
            if subclasses * 2 > conformances.coordinators.count {
                shape.baseClass = base.name
                result.findings.append(
                    AdoptionFinding(
                        "base class", "\(base.name): \(subclasses) of \(conformances.coordinators.count) coordinators inherit from it",
                        base.reference))
            }
        }
        // Where a base class stands for the protocol and holds no stack, the one below it that does
        // (`NavigationCoordinator: Coordinator`) is what pushed flows subclass.
        if shape.baseClass == nil || standsForProtocol, shape.navigation == nil,
            let held = NavigationBaseClassDetector(index: index).detect(conformances)
        {
            // The stack lives in a base class most flows inherit from: a new flow inherits it too.
            shape.baseClass = held.base.name
            shape.navigation = held.navigation
            if let binding = GenericBaseNavigationArgument.binding(of: held.base, index: index) {
                shape.baseClassArgument = binding.argument
                result.findings.append(AdoptionFinding("base class", binding.finding(base: held.base.name), held.base.reference))
            }
            result.undecided.removeAll { $0.hasPrefix("no navigation controller property in") }
            result.findings.append(
                AdoptionFinding(
                    "base class",
                    "\(held.base.name): \(held.subclasses) of \(conformances.coordinators.count) coordinators inherit from it, and it holds their \(held.navigation.type) in `\(held.navigation.name)`",
                    held.base.reference))
        }
        // A protocol constrained to a class (`protocol Coordinator: BaseCoordinator`) has its base in it, not beside it.
        let constrainedToClass = declaration.inherited.contains { index.type(named: $0, kinds: [.class]) != nil }
        if !standsForProtocol, declaration.kind == .protocol, !constrainedToClass {
            BaseClassBesideProtocol(index: index).complete(&shape, conformances: conformances, result: &result)
        }
    }
}
