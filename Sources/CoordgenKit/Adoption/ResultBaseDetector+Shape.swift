import Foundation
import SwiftSyntax

extension ResultBaseDetector {
    /// Modules a coordinator's file imports that a new one gets anyway (its templates import UIKit).
    private static let systemModules: Set<String> = ["UIKit", "Foundation"]

    /// The shape, with the base (or, for a library's, the first coordinator) standing for the protocol
    /// (its file and line in findings); nil when the app has no coordinators of this family.
    func detect() -> (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)? {
        guard let found = find(), let first = found.coordinators.first else { return nil }
        let stream = stream(of: found)
        let standing = found.declaration ?? first
        var result = ProtocolShapeDetector.Result(
            shape: ProtocolShape(
                name: found.base, classBound: true, mainActor: standing.isMainActor, navigation: nil, children: nil, finish: .none,
                flowType: nil, initializers: [], otherRequirements: [], providesFinish: false, providesFindCoordinator: false))
        let resultType = resultType(of: found, notes: &result)
        var bag: String?
        if let stream { bag = self.bag(of: found, stream: stream, notes: &result) }
        let imports = imports(of: found.coordinators)
        let childStart = found.declaration.flatMap(Self.childStart(of:))
        let resultBase = ResultBaseShape(
            baseClass: found.base, result: resultType, stream: stream, bag: bag, imports: imports, childStart: childStart)
        result.shape.resultBase = resultBase
        let names = found.coordinators.map(\.name)
        let declared = found.declaration == nil ? "declared in a module the app imports" : "declared in the app"
        let protocols = found.declaration?.inherited.filter { index.type(named: $0, kinds: [.protocol]) != nil } ?? []
        let conforming = protocols.isEmpty ? "no coordinator protocol" : "conforming to \(protocols.joined(separator: ", ")) through it"
        let start = stream.map { "start() -> \($0.type(of: "Result"))" } ?? "start()"
        let call = resultBase.childStartCall("child")
        var starts = call
        if let stream, let bag { starts = ([call] + stream.subscription(keptIn: bag)).joined() }
        result.findings.append(
            AdoptionFinding(
                "coordinators",
                "\(names.joined(separator: ", ")): subclasses of the generic \(found.base)<Result> (\(declared)), \(conforming); each overrides \(start) and a parent starts a child with \(starts); new flows subclass \(found.base)<\(resultType)> (shape.resultBase in .coordgen.yml)",
                standing.reference))
        return (standing, result)
    }

    /// The result type the siblings fill the base with: theirs where they agree, else `Void`.
    private func resultType(of found: Found, notes result: inout ProtocolShapeDetector.Result) -> String {
        let arguments = found.coordinators.compactMap { $0.inherited.first.flatMap { XCoordinatorDetector.genericArguments(of: $0).first } }
        let counts = Dictionary(grouping: arguments, by: { $0 }).mapValues(\.count)
        if counts.count == 1, let only = counts.keys.first { return only }
        let spelled = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
        result.undecided.append(
            "the coordinators fill \(found.base) with different results (\(spelled.joined(separator: ", "))): new flows get \(found.base)<Void> (shape.resultBase.result in .coordgen.yml)"
        )
        return "Void"
    }

    /// The bag the parents keep a child's subscription in: the one most `disposed(by:)` (or `store(in:)`)
    /// name among the coordinators' own (`disposeBag`, `self.bag`; not `viewController.disposeBag`, a
    /// local's, which a new method of the parent has not), else the base's.
    private func bag(of found: Found, stream: ResultStream, notes result: inout ProtocolShapeDetector.Result) -> String {
        let bags = found.coordinators.flatMap(CoordinateCallFinder.bags(in:)).map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
            .filter { !$0.contains(".") }
        let counts = Dictionary(grouping: bags, by: { $0 }).mapValues(\.count)
        if let (bag, _) = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }) { return bag }
        if let bag = basesBag(found, stream: stream) { return bag }
        result.undecided.append(
            "no \(stream.keepingMethod) in the coordinators: parents keep a new child's subscription in \(stream.defaultBag) (shape.resultBase.bag in .coordgen.yml)")
        return stream.defaultBag
    }

    /// The base's own bag (`let disposeBag = DisposeBag()`, `var cancellables = Set<AnyCancellable>()`),
    /// where the app declares the base.
    private func basesBag(_ found: Found, stream: ResultStream) -> String? {
        guard let base = found.declaration else { return nil }
        for member in base.members ?? [] {
            guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            let annotated = binding.typeAnnotation?.type.trimmedDescription
            let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
            if [annotated, made].contains(where: { $0.map(stream.isBag) == true }) { return name }
        }
        return nil
    }

    /// The modules every coordinator's file imports besides UIKit and Foundation, in the first's order.
    private func imports(of coordinators: [TypeDeclaration]) -> [String] {
        guard let first = coordinators.first else { return [] }
        return first.file.imports.filter { module in
            !Self.systemModules.contains(module) && coordinators.allSatisfy { $0.file.imports.contains(module) }
        }
    }
}
