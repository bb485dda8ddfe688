import SwiftSyntax

/// Reads an app whose coordinators subclass a generic base class over the result their flow ends with
/// (`class MapCoordinator: BaseCoordinator<Void>`), with no coordinator protocol: the base keeps the
/// children, each flow overrides `start() -> Observable<ResultType>` (or `start()`, calling back when it
/// ends) and a parent starts a child with `coordinate(to:)`. The base is the app's (`class
/// BaseCoordinator<ResultType>` declaring `start()` and `coordinate(to:)`) or a library's the app imports,
/// in which case the subclasses show its API: they override `start()` and call `coordinate(to:)`.
///
/// What is recorded: `shape.name` is the base class, and `shape.resultBase` the result type new flows
/// fill it with, the stream `start()` returns and the bag parents dispose of a child's subscription in.
struct ResultBaseDetector {
    let index: DeclarationIndex

    /// The base's method a parent starts a child with.
    static let coordinate = "coordinate"

    /// A generic base and the coordinator classes subclassing it.
    struct Found {
        let base: String
        /// The base's declaration where the app declares it.
        let declaration: TypeDeclaration?
        let coordinators: [TypeDeclaration]
    }

    /// The classes (not nested, not in tests) whose superclass is `base` filled with arguments
    /// (`BaseCoordinator<Void>`), in declaration order.
    static func subclasses(of base: String, in index: DeclarationIndex) -> [TypeDeclaration] {
        index.types.filter { type in
            type.kind == .class && !type.isNested && !type.isLocal && !type.isDeclaredInTests
                && type.inherited.first.map { XCoordinatorDetector.baseName(of: $0) == base && $0.hasSuffix(">") } == true
        }
    }

    /// The base most coordinator classes subclass with a result type, where it shows this family's API;
    /// nil where none does (or fewer than two classes subclass it).
    func find() -> Found? {
        var counts: [String: Int] = [:]
        for type in index.types where type.kind == .class && !type.isNested {
            guard let superclass = type.inherited.first, superclass.hasSuffix(">") else { continue }
            let base = XCoordinatorDetector.baseName(of: superclass)
            if CoordinatorBaseClassDetector.namedLikeCoordinator(base) { counts[base, default: 0] += 1 }
        }
        let ranked = counts.filter { $0.value >= 2 }.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        for (base, _) in ranked {
            let declaration = index.type(named: base, kinds: [.class])
            if declaration == nil, index.type(named: base) != nil { continue }
            if let declaration, !declaration.isGeneric { continue }
            let coordinators = Self.subclasses(of: base, in: index)
            guard showsAPI(declaration: declaration, coordinators: coordinators) else { continue }
            return Found(base: base, declaration: declaration, coordinators: coordinators)
        }
        return nil
    }

    /// Whether the base (or, for a library's, its subclasses) has `start()` and `coordinate(to:)`.
    private func showsAPI(declaration: TypeDeclaration?, coordinators: [TypeDeclaration]) -> Bool {
        let holders = declaration.map { [$0] } ?? coordinators
        let functions = holders.flatMap(Self.functions(of:))
        let starts = functions.filter { $0.name.text == "start" && $0.signature.parameterClause.parameters.isEmpty }
        guard !starts.isEmpty else { return false }
        // One stream coordgen writes (RxSwift's `Observable`, Combine's `AnyPublisher<_, Never>`), the same in every `start()`.
        let returns = starts.compactMap { $0.signature.returnClause?.type.trimmedDescription }
        let streams = returns.map(ResultStream.init(returnType:))
        guard !streams.contains(nil), Set(streams).count <= 1 else { return false }
        if let declaration { return functions.contains { $0.name.text == Self.coordinate } || Self.childStart(of: declaration) != nil }
        return coordinators.contains { CoordinateCallFinder.calls(in: $0).count > 0 }
    }

    /// The base's method a parent starts a child with where it declares no `coordinate(to:)`: one taking
    /// a coordinator of the base and returning the stream (`final func start<U>(_ coordinator:
    /// Coordinator<U>) -> Observable<U>`), with its label (`start(_:)`); nil where it declares none.
    static func childStart(of declaration: TypeDeclaration) -> String? {
        let functions = Self.functions(of: declaration)
        guard !functions.contains(where: { $0.name.text == coordinate }) else { return nil }
        for function in functions {
            let parameters = function.signature.parameterClause.parameters
            guard parameters.count == 1, let parameter = parameters.first,
                XCoordinatorDetector.baseName(of: parameter.type.trimmedDescription) == declaration.name,
                let returned = function.signature.returnClause?.type.trimmedDescription,
                ResultStream(returnType: returned) != nil
            else { continue }
            return "\(function.name.text)(\(parameter.firstName.text):)"
        }
        return nil
    }

    static func functions(of type: TypeDeclaration) -> [FunctionDeclSyntax] {
        (type.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
    }

    /// What `start()` returns in the base or its subclasses (`Observable<ResultType>`), by its type name
    /// (`Observable`); nil where it returns nothing.
    func stream(of found: Found) -> ResultStream? {
        let holders = found.declaration.map { [$0] } ?? found.coordinators
        let returns = holders.flatMap(Self.functions(of:)).filter { $0.name.text == "start" }.compactMap {
            $0.signature.returnClause?.type.trimmedDescription
        }
        return returns.lazy.compactMap(ResultStream.init(returnType:)).first
    }
}

/// Finds the calls of `coordinate(to:)` in a coordinator, and the bag each call's subscription is kept
/// in (`coordinate(to: child).subscribe().disposed(by: disposeBag)`, `….sink { _ in }.store(in: &cancellables)`).
final class CoordinateCallFinder: SyntaxVisitor {
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var bags: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    /// The `coordinate(to:)` calls in `type`'s body.
    static func calls(in type: TypeDeclaration) -> [FunctionCallExprSyntax] {
        scan(type).calls
    }

    /// The bags `disposed(by:)` and `store(in:)` name in `type`'s body.
    static func bags(in type: TypeDeclaration) -> [String] {
        scan(type).bags
    }

    private static func scan(_ type: TypeDeclaration) -> CoordinateCallFinder {
        let finder = CoordinateCallFinder()
        if let members = type.members { finder.walk(members) }
        return finder
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let label = node.arguments.first?.label?.text
        if called == ResultBaseDetector.coordinate, label == "to" { calls.append(node) }
        if called == "disposed", label == "by", let bag = node.arguments.first?.expression.trimmedDescription { bags.append(bag) }
        if called == "store", label == "in", let bag = node.arguments.first?.expression.as(InOutExprSyntax.self)?.expression.trimmedDescription {
            bags.append(bag)
        }
        return .visitChildren
    }
}
