import SwiftSyntax

/// Flows written on RxFlow: each flow is a class conforming to the library's `Flow`, whose
/// `navigate(to:)` maps each step of a steps enum (the app's one, or the flow's own) to what it shows.
/// A new flow is its class (and its own steps enum where flows have one) in one file, a step in its
/// parent's steps enum and a clause in the parent's `navigate(to:)` that makes the child, shows its root
/// and contributes it with that step; a new screen is a step and a clause that pushes its view
/// controller. The library keeps the children, so a parent needs no collection of its own.
struct RxFlowFamily: GeneratingFamily {
    let rxflow: RxFlowShape

    init?(_ shape: ProtocolShape) {
        guard let rxflow = shape.rxflow else { return nil }
        self.rxflow = rxflow
    }

    /// Screens are UIKit view controllers, which the uikit style's screen template writes.
    func style(for shape: ProtocolShape) -> Style { .uikit }

    var parentHoldsEachChild: Bool { true }

    /// The flow's own steps enum where each flow has one, which generation writes in the flow's file.
    func ownTypes(ofFlow name: FlowName) -> [String] {
        rxflow.stepsPerFlow ? [rxflow.stepsEnum(forFlow: name.typeStem)] : []
    }

    /// The step and clause each parent got; the flow's step in the app's steps enum; and the screens the
    /// flow's clauses push besides its first, with their steps where the app has one steps enum.
    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = GeneratedParts()
        let index = finder.index
        let step = rxflow.step(flow.name.caseName)
        // The parents' clauses that start it, and the `return .none` clauses of switches without a default.
        for clause in Self.clauses(handling: step, in: index, besides: flow.resolution.className) {
            parts.append(.enumCase(step, enumName: clause.steps))
            parts.append(.switchClause(step, typeName: clause.flow, function: RxFlowDetector.navigate))
        }
        if !rxflow.stepsPerFlow { parts.append(.enumCase(step, enumName: rxflow.steps)) }
        guard let declaration = index.type(named: flow.resolution.className, kinds: [.class]) else { return parts }
        for navigate in RxFlowDetector.navigateSwitches(of: declaration, in: index) {
            for screenStep in navigate.clauses.flatMap(SwitchClauses.handledCases(of:)) where screenStep != step {
                guard let caseName = rxflow.caseName(ofStep: screenStep) else { continue }
                let stem = caseName.prefix(1).uppercased() + caseName.dropFirst()
                parts.formUnion(try finder.screenFiles(stem, flow: flow.name.typeStem))
                guard !rxflow.stepsPerFlow else { continue }
                parts.append(.enumCase(screenStep, enumName: navigate.steps))
                for clause in Self.clauses(handling: screenStep, in: index, besides: flow.resolution.className) {
                    parts.append(.switchClause(screenStep, typeName: clause.flow, function: RxFlowDetector.navigate))
                }
            }
        }
        return parts
    }

    /// The screen's step and the clause pushing it.
    func screenParts(of screen: RemovedScreen, in finder: FlowPartsFinder) -> GeneratedParts {
        var parts = GeneratedParts()
        let step = rxflow.step(screen.name.caseName)
        let steps =
            finder.index.type(named: screen.coordinator.className, kinds: [.class]).flatMap {
                RxFlowDetector.stepsEnum(of: $0, in: finder.index)
            } ?? rxflow.stepsEnum(forFlow: screen.coordinator.flow)
        parts.append(.enumCase(step, enumName: steps))
        parts.append(.switchClause(step, typeName: screen.coordinator.className, function: RxFlowDetector.navigate))
        for clause in Self.clauses(handling: step, in: finder.index, besides: screen.coordinator.className) {
            parts.append(.switchClause(step, typeName: clause.flow, function: RxFlowDetector.navigate))
        }
        return parts
    }

    /// The flows other than `besides` whose `navigate(to:)` has a clause handling `step` alone, with
    /// the enum each switches over.
    static func clauses(handling step: String, in index: DeclarationIndex, besides: String) -> [(flow: String, steps: String)] {
        RxFlowDetector.flows(in: index).filter { $0.name != besides }.flatMap { flow in
            RxFlowDetector.navigateSwitches(of: flow, in: index).filter { navigate in
                navigate.clauses.contains { SwitchClauses.handledCases(of: $0) == [step] }
            }.map { (flow.name, $0.steps) }
        }
    }

    /// The flow's own steps enum (`ProfileStep`), where the app declares it.
    func flowTypeRenames(from old: FlowNames, to new: FlowNames, in index: DeclarationIndex) -> [String: String] {
        guard rxflow.stepsPerFlow else { return [:] }
        let oldSteps = rxflow.stepsEnum(forFlow: old.stem)
        guard index.type(named: oldSteps, kinds: [.enum]) != nil else { return [:] }
        return [oldSteps: rxflow.stepsEnum(forFlow: new.stem)]
    }

    /// Steps are named after flows and screens (`profileIsRequired`).
    func caseRenames(from old: String, to new: String) -> [String: String] {
        [rxflow.step(old): rxflow.step(new)]
    }

    /// Every flow's steps enum: a flow's step is in its parents', a screen's in its flow's.
    func flowCaseEnums(in index: DeclarationIndex) -> [String] {
        var enums: [String] = []
        for flow in RxFlowDetector.flows(in: index) {
            for navigate in RxFlowDetector.navigateSwitches(of: flow, in: index) where !enums.contains(navigate.steps) {
                enums.append(navigate.steps)
            }
        }
        return enums
    }

    func screenCaseEnums(in index: DeclarationIndex) -> [String] { flowCaseEnums(in: index) }
}

extension GeneratedParts {
    /// Adds `declaration` once; a step goes in ``cases`` too, so that the file of its enum is read
    /// (and a use of it outside what is removed stops the removal).
    fileprivate mutating func append(_ declaration: GeneratedDeclaration) {
        if !declarations.contains(declaration) { declarations.append(declaration) }
        if case .enumCase(let caseName, let enumName) = declaration, !cases.contains(FlowCase(enumName: enumName, caseName: caseName)) {
            cases.append(FlowCase(enumName: enumName, caseName: caseName))
        }
    }
}
