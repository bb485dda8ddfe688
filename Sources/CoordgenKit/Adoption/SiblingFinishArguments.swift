import SwiftParser
import SwiftSyntax

/// Where every coordinator's finish closure passes something back that is not optional (`var
/// onFinishFlow: ((CoordinationResult) -> Void)? { get set }`, `var finishFlow: ((Outcome) -> Void)?` of
/// a base class), what a new flow passes when it ends: what its siblings pass, read from their calls of
/// the closure (`onFinishFlow?(())`, `finishFlow?(.cancelled)`). The most common argument list among
/// calls whose every argument is a value a new flow can write without data of its own — `()`, `nil`, an
/// enum case without associated values (`.done`), or `self` where the closure passes the finished
/// coordinator (``FinishArgumentSelf``) — becomes `shape.finish.closureArguments`.
///
/// Where a parameter is an associated type of the protocol declaring the closure (each flow picks its
/// own result, `associatedtype CoordinationResult`), only `()` is taken, and the recorded closure type
/// names `Void` in its place: the type a new flow declares its closure with.
struct SiblingFinishArguments {
    let index: DeclarationIndex

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var finish = result.shape.finish
        guard finish.closureArguments == nil, let withArguments = FinishClosureWithArguments(finish), withArguments.arguments == nil,
            !withArguments.declaredByEachFlow, let property = finish.property
        else { return }
        let parameterCount = withArguments.signature.parameters.count
        let coordinators = CoordinatorConformances(index: index, protocolName: result.shape.name).coordinators.map(\.type)
        var counts: [[String]: (count: Int, example: TypeDeclaration)] = [:]
        for coordinator in coordinators {
            for arguments in calls(of: property, in: coordinator) where arguments.count == parameterCount {
                counts[arguments] = ((counts[arguments]?.count ?? 0) + 1, counts[arguments]?.example ?? coordinator)
            }
        }
        let associated = associatedTypes(of: finish.protocol ?? result.shape.name)
        let passesSelf = FinishArgumentSelf(index: index, shape: result.shape)
        let usable = counts.filter { arguments, _ in
            zip(withArguments.signature.parameters, arguments).allSatisfy { parameter, argument in
                argument == "self" ? passesSelf.fits(parameter) : !associated.contains(parameter) || argument == "()"
            }
        }
        guard let (arguments, best) = usable.max(by: { ($0.value.count, $1.key.joined()) < ($1.value.count, $0.key.joined()) }) else {
            return passSelfWhereUncalled(withArguments, passesSelf, coordinators: coordinators, result: &result)
        }
        let type = finish.closureType ?? ""
        finish.closureArguments = arguments
        finish.closureType = Self.replacing(associated, with: "Void", in: type)
        result.shape.finish = finish
        let passed = arguments.joined(separator: ", ")
        let chosen = finish.closureType == type ? "" : "; each flow picks its own \(associated.sorted().joined(separator: ", ")), so a new flow's \(property) is \(finish.closureType ?? "")"
        let itself = selfExplanation(arguments, parameters: withArguments.signature.parameters, passesSelf, coordinators)
        result.findings.append(
            AdoptionFinding(
                "finish value",
                "a new flow passes \(passed) to \(property) when it ends, as \(best.count) call\(best.count == 1 ? "" : "s") in the coordinators do\(chosen)\(itself) (shape.finish.closureArguments)",
                best.example.reference))
    }

    /// Where no flow calls the closure with values a new flow can write, but it passes one value of a
    /// type every new flow is (the coordinator protocol, a protocol it refines, its base class): `self`,
    /// the finished coordinator, whether or not a parent yet removes what it is passed from its children.
    private func passSelfWhereUncalled(
        _ withArguments: FinishClosureWithArguments, _ passesSelf: FinishArgumentSelf, coordinators: [TypeDeclaration],
        result: inout ProtocolShapeDetector.Result
    ) {
        let parameters = withArguments.signature.parameters
        guard parameters.count == 1, let parameter = parameters.first, passesSelf.fits(parameter) else { return }
        result.shape.finish.closureArguments = ["self"]
        let use =
            passesSelf.parentUse(of: parameter, among: coordinators).map { ", and \($0) removes the coordinator it is passed from its children" }
            ?? ": the finished coordinator itself (no parent reads it yet)"
        result.findings.append(
            AdoptionFinding(
                "finish value",
                "a new flow passes self to \(withArguments.property) when it ends: no coordinator calls it yet, but it passes a \(FinishArgumentSelf.bareName(parameter)), as every new flow is\(use) (shape.finish.closureArguments)",
                nil))
    }

    /// Where the flows pass themselves: what `self` is, and what a parent does with it.
    private func selfExplanation(
        _ arguments: [String], parameters: [String], _ passesSelf: FinishArgumentSelf, _ coordinators: [TypeDeclaration]
    ) -> String {
        guard let parameter = zip(parameters, arguments).first(where: { $0.1 == "self" })?.0 else { return "" }
        let use = passesSelf.parentUse(of: parameter, among: coordinators).map { ", and \($0) removes the coordinator it is passed from its children" } ?? ""
        return ": the finished coordinator itself, a \(FinishArgumentSelf.bareName(parameter)) as every new flow is\(use)"
    }

    /// The argument lists of `property?(…)` / `property(…)` / `self?.property?(…)` calls in `coordinator`
    /// and its extensions whose every argument a new flow can write as it is.
    private func calls(of property: String, in coordinator: TypeDeclaration) -> [[String]] {
        let blocks = [coordinator.members].compactMap { $0 } + index.extensions(of: coordinator.name).compactMap(\.members)
        return blocks.flatMap { block in
            SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: block) { Self.calls(property, $0) }.compactMap { call in
                let arguments = call.arguments.map { $0.expression }
                guard call.arguments.allSatisfy({ $0.label == nil }), arguments.allSatisfy(Self.isWritableAsIs) else { return nil }
                return arguments.map { $0.trimmedDescription }
            }
        }
    }

    private static func calls(_ property: String, _ call: FunctionCallExprSyntax) -> Bool {
        var callee = call.calledExpression
        if let chained = callee.as(OptionalChainingExprSyntax.self) { callee = chained.expression }
        if let member = callee.as(MemberAccessExprSyntax.self), var base = member.base {
            // `self.onFinish?(…)`, and `self?.onFinish?(…)` in a closure that captures self weakly.
            if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" && member.declName.baseName.text == property
        }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text == property
    }

    /// `()`, `nil`, `.case` without arguments, or `self` (kept where its parameter's type is one every new
    /// flow is, ``FinishArgumentSelf``).
    private static func isWritableAsIs(_ expression: ExprSyntax) -> Bool {
        if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.isEmpty }
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return true }
        if expression.is(NilLiteralExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        return false
    }

    /// The associated types protocol `name` declares.
    private func associatedTypes(of name: String) -> Set<String> {
        guard let declaration = index.type(named: name, kinds: [.protocol]) else { return [] }
        return Set((declaration.members ?? []).compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text })
    }

    /// `closureType` with each of `names` as a type replaced by `replacement`.
    static func replacing(_ names: Set<String>, with replacement: String, in closureType: String) -> String {
        guard !names.isEmpty else { return closureType }
        let tree = Parser.parse(source: "typealias T = \(closureType)")
        let uses = SwiftDeclarationLookup.all(IdentifierTypeSyntax.self, in: tree) { names.contains($0.name.text) && $0.genericArgumentClause == nil }
        var text = Array(tree.description.utf8)
        for node in uses.sorted(by: { $0.position > $1.position }) {
            let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            text.replaceSubrange(range, with: Array(replacement.utf8))
        }
        return String(decoding: text, as: UTF8.self).dropFirst("typealias T = ".count).description
    }
}
