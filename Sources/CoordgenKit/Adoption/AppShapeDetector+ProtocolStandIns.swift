import Foundation

/// What stands for the coordinator protocol where the app declares none of its own: the base class the
/// coordinators share, or the protocol of the coordinator library the app is written on.
extension AppShapeDetector {
    /// The base class the coordinators share where the app declares no coordinator protocol that some type
    /// conforms to (one none conforms to is set aside, and `init` says so), or the class `--protocol`
    /// names; nil where a protocol is found or named.
    func sharedBaseClass(choices: AdoptionChoices, notes: inout DetectionNotes) throws(AdoptionError) -> CoordinatorBaseClassDetector.Found? {
        let detector = CoordinatorBaseClassDetector(index: index)
        if let choice = choices.protocolName {
            guard index.type(named: choice, kinds: [.protocol]) == nil else { return nil }
            guard let found = detector.detect(base: choice) else {
                throw .unknownChoice(flag: "--protocol", name: choice, known: CoordinatorProtocolDetector(index: index).candidates().map(\.name))
            }
            return found
        }
        let unadopted = UnadoptedCoordinatorProtocols(index: index)
        let (adopted, setAside) = unadopted.split(CoordinatorProtocolDetector(index: index).candidates())
        guard adopted.isEmpty, let found = detector.detect() else { return nil }
        if let finding = unadopted.finding(setAside, for: "the base class \(found.base.name)") { notes.findings.append(finding) }
        return found
    }

    /// What `init` says of the base class standing for the protocol: what it chose, why, and how to choose another.
    static func baseClassFinding(_ found: CoordinatorBaseClassDetector.Found) -> String {
        let through = found.intermediates.isEmpty ? "" : " (directly or through \(found.intermediates.joined(separator: ", ")))"
        let unwritable = found.unwritable.map { "; \($0): new coordinators are made like a sibling with --like" } ?? ""
        return
            "none; the coordinators share the base class \(found.base.name), which \(found.coordinators.count) coordinator classes inherit from\(through): it stands for the protocol, and new coordinators subclass it or the base their siblings share (shape.baseClass in .coordgen.yml; name another base with --protocol)\(unwritable)"
    }

    /// The coordinators of an app written on a coordinator library it adopts (XCoordinator, RxFlow, Stinsen),
    /// which declares no coordinator protocol of its own: the library's protocol stands for it, and the
    /// family records the library's parts.
    func libraryCoordinators(notes: inout DetectionNotes) -> DetectedProtocol? {
        let imports = { (module: String) in files.contains(where: { $0.imports.contains(module) }) }
        var detected: (found: (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result), protocolName: String, conformers: String)?
        if imports(XCoordinatorDetector.module), let found = XCoordinatorDetector(index: index).detect() {
            detected = (found, "XCoordinator's \(XCoordinatorDetector.protocolName)", "coordinator classes conform to through the library's classes")
        } else if imports(RxFlowDetector.module), let found = RxFlowDetector(index: index).detect() {
            detected = (found, "RxFlow's \(RxFlowDetector.protocolName)", "flow classes conform to")
        } else if imports(StinsenDetector.module), let found = StinsenDetector(index: index).detect() {
            detected = (found, "Stinsen's \(StinsenDetector.protocolName)", "coordinator classes conform to")
        }
        if detected == nil, let found = resultBaseCoordinators(notes: &notes) { return found }
        guard let (found, protocolName, conformers) = detected else { return nil }
        return standIn(found, saying: "none of the app's: \(protocolName), which its \(conformers); not isolated, as the library is not", notes: &notes)
    }

    /// The coordinators of an app whose coordinators subclass a generic base class over their result
    /// (`BaseCoordinator<ResultType>` with `coordinate(to:)`), where it declares no coordinator protocol:
    /// the base stands for the protocol, and ``ResultBaseFamily`` writes new flows.
    private func resultBaseCoordinators(notes: inout DetectionNotes) -> DetectedProtocol? {
        guard let found = ResultBaseDetector(index: index).detect() else { return nil }
        // A protocol no type conforms to (a template's leftover) does not stand in the coordinators' way.
        let unadopted = UnadoptedCoordinatorProtocols(index: index)
        let (candidates, setAside) = unadopted.split(CoordinatorProtocolDetector(index: index).candidates())
        let overBase = ResultProtocolOverBase(index: index)
        guard candidates.isEmpty || overBase.protocolsAreTheBase(candidates, base: found.declaration) else { return nil }
        let base = found.result.shape.name
        if let finding = unadopted.finding(setAside, for: "the generic base class \(base)") { notes.findings.append(finding) }
        let protocols = candidates.isEmpty ? "none" : "\(candidates.map(\.name).joined(separator: ", ")), which the generic base class \(base) conforms to"
        if !candidates.isEmpty { notes.findings.append(overBase.finding(candidates, base: found.declaration)) }
        return standIn(
            found, saying: "\(protocols); the coordinators subclass the generic base class \(base), which stands for the protocol (name another with --protocol)",
            notes: &notes)
    }

    /// What stands for the protocol, with `init`'s line saying what it is and the findings of its shape.
    private func standIn(
        _ found: (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result), saying finding: String, notes: inout DetectionNotes
    ) -> DetectedProtocol {
        notes.findings.append(AdoptionFinding("protocol", finding, found.declaration.reference))
        notes.findings += found.result.findings
        notes.undecided += found.result.undecided
        return DetectedProtocol(isProtocolFree: false, declaration: found.declaration, result: found.result, shape: found.result.shape)
    }
}
