import Foundation
import SwiftSyntax

/// Reads the SwiftUI family where no protocol describes the coordinators: the coordinator classes
/// themselves give the shape. A coordinator is a top-level class that is an `ObservableObject` or
/// `@Observable`, named `*Coordinator`, `*Router` or `*Navigator`, and that holds either a path of
/// routes (`@Published var path = NavigationPath()` with `push(_ page: Page)`, or `var path: [Page]`)
/// and a view builder switching over them (`build(page:)`), or boolean flags its view binds
/// (`@Published var isShowingEditor = false` with `showEditor()` and `navigationDestination(isPresented:)`).
///
/// What is recorded: `shape.name` is the protocol the classes conform to, `ObservableObject` or
/// `Observable` (the macro's), which is what a new coordinator conforms to in turn (`: ObservableObject`,
/// or `@Observable` for the latter); the route enum and its methods in `shape.routes` (with
/// `ownStack: true`, and `modal` where a second enum is presented through `sheet(item:)` or
/// `fullScreenCover(item:)`), or the flags in `shape.flags`. Runs only where
/// ``CoordinatorProtocolDetector`` found no candidate and no `--protocol` was given.
struct ProtocolFreeShapeDetector {
    let index: DeclarationIndex
    /// The app's files, where the views that bind the coordinators' state are.
    let files: [SourceFile]
    /// The coordinator classes where a protocol of the app names them (its conformers, directly or
    /// through a refining protocol); nil where the classes themselves are the coordinators.
    var coordinatorClasses: Set<String>? = nil
    /// Whether a class holding a path of routes without a method pushing onto it is read
    /// (``PathAppendedInPlace``): only where no class of the app pushes through a method of its own.
    var readsPathsAppendedInPlace = false

    /// The protocols a protocol-free coordinator conforms to, as `shape.name` records them.
    static let conformances = ["ObservableObject", "Observable"]
    /// The names coordinator classes end with.
    static let suffixes = ["Coordinator", "Router", "Navigator"]

    /// The protocol a coordinator class of this family conforms to (`ObservableObject`, or `Observable`
    /// for `@Observable`), or nil for any other class.
    static func conformance(of type: TypeDeclaration) -> String? {
        guard type.kind == .class, !type.isNested, suffixes.contains(where: type.name.hasSuffix) else { return nil }
        if type.inherited.contains("ObservableObject") { return "ObservableObject" }
        return type.attributes.contains("Observable") ? "Observable" : nil
    }

    /// The shape read from the first coordinator class that holds a path of routes or flags, with the
    /// class standing for the protocol (its file and line in findings); nil when no class does.
    func detect() -> (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)? {
        // Paths the screens append to in place are read only where no class pushes through a method, and
        // children made in an initialiser only where no class shows screens a way coordgen writes.
        var inPlace = self
        inPlace.readsPathsAppendedInPlace = true
        return detect(readingHeldChildren: false) ?? inPlace.detect(readingHeldChildren: false) ?? detectItems()
            ?? detect(readingHeldChildren: true)
    }

    /// The shape of the coordinator class showing screens or children through optional items its
    /// view binds (``items(of:)``): read after paths and flags, before children made in an initialiser. Of
    /// several, the one binding the most items (a list's coordinator before a tab bar's `openedURL` sheet).
    func detectItems() -> (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)? {
        let candidates = index.types.compactMap { type in
            Self.conformance(of: type, in: index).flatMap { conformance in items(of: type).map { (type, conformance, $0) } }
        }
        var best: (TypeDeclaration, String, (shape: ItemRoutesShape, finding: String, count: Int))?
        for candidate in candidates where candidate.2.count > (best?.2.count ?? 0) { best = candidate }
        guard let best else { return nil }
        let (type, conformance, found) = best
        var shape = ProtocolShape(
            name: conformance, classBound: true, mainActor: type.isMainActor, navigation: nil, children: nil, finish: .none,
            flowType: nil, initializers: [], otherRequirements: [], providesFinish: false, providesFindCoordinator: false)
        shape.items = found.shape
        let classes = index.types.filter { Self.conformance(of: $0, in: index) == conformance }.map(\.name)
        let findings = [
            AdoptionFinding(
                "coordinators",
                "\(classes.joined(separator: ", ")): \(conformance) class\(classes.count == 1 ? "" : "es") named like coordinators, with no protocol of the app",
                type.reference),
            AdoptionFinding("routes", found.finding, type.reference),
        ]
        return (type, ProtocolShapeDetector.Result(shape: shape, findings: findings))
    }

    func detect(readingHeldChildren: Bool) -> (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)? {
        for type in index.types {
            guard let conformance = Self.conformance(of: type, in: index) else { continue }
            var shape = ProtocolShape(
                name: conformance, classBound: true, mainActor: type.isMainActor, navigation: nil, children: nil, finish: .none,
                flowType: nil, initializers: [], otherRequirements: [], providesFinish: false, providesFindCoordinator: false)
            let declarations = index.types.filter { Self.conformance(of: $0, in: index) == conformance }
            let classes = declarations.map(\.name)
            var findings = [
                AdoptionFinding(
                    "coordinators",
                    "\(classes.joined(separator: ", ")): \(conformance) class\(classes.count == 1 ? "" : "es") named like coordinators, with no protocol of the app"
                        + Self.throughProtocolNote(declarations, in: index),
                    type.reference)
            ]
            if let routes = routes(of: type) {
                shape.routes = routes
                findings.append(
                    AdoptionFinding(
                        "routes",
                        (PathAppendedInPlace.isRecorded(routes)
                            ? inPlaceFinding(routes, of: type)
                            : "\(routes.enum)\(routes.routeStruct.map { " (in a \($0.type))" } ?? "") pushed by \(routes.push)\(routes.dispatch.map { " through its .\($0.case) event" } ?? "") onto \(type.name).\(routes.navigator.name)\(pathDeclarer(of: type, routes: routes).map { " (declared by \($0))" } ?? ""), shown by \(shownBy(routes, of: type))")
                            + (routes.modal.map {
                                ", \($0.enum) presented by \(routes.present) through .\($0.modifier)(item:), shown by \($0.viewBuilder)"
                            }
                                ?? ", no presented enum (--present is refused)"),
                        type.reference))
            } else if let flags = flags(of: type) {
                shape.flags = flags
                findings.append(
                    AdoptionFinding(
                        "routes",
                        "boolean flags \(flags.prefix)X set by \(flags.show)X(), bound in \(flags.view(of: type.name)) by .navigationDestination(isPresented:)\(flags.presentModifier.map { " and .\($0)(isPresented:)" } ?? "")",
                        type.reference))
            } else if let (routes, finding) = routesThroughRouter(of: type) {
                shape.routes = routes
                findings.append(AdoptionFinding("routes", finding, type.reference))
            } else if let (pushed, finding) = PushedCoordinatorsReader(index: index).read() {
                shape.pushedCoordinators = pushed
                findings.append(finding)
            } else if readingHeldChildren, let (held, finding) = heldChildren(of: type) {
                shape.heldChildren = held
                findings.append(AdoptionFinding("routes", finding, type.reference))
            } else {
                continue
            }
            return (type, ProtocolShapeDetector.Result(shape: shape, findings: findings))
        }
        return nil
    }

    // MARK: Reading

    /// Whether a file binds `property` with `.modifier(label: $…property)`.
    func binds(_ modifier: String, label: String, _ property: String) -> Bool {
        files.contains { file in
            Self.bindings(in: file.text, modifier: modifier, label: label).contains { Self.lastComponent($0) == property }
        }
    }

    /// The bound expressions of `.modifier(label: $x.y)` in `text` (`x.y`), however the call is wrapped
    /// (`.navigationDestination(\n    isPresented: $x.y)`).
    static func bindings(in text: String, modifier: String, label: String) -> [String] {
        text.components(separatedBy: ".\(modifier)(").dropFirst().compactMap { rest in
            let argument = rest.drop(while: \.isWhitespace)
            guard argument.hasPrefix("\(label):") else { return nil }
            let value = argument.dropFirst(label.count + 1).drop(while: \.isWhitespace)
            guard value.hasPrefix("$") else { return nil }
            return String(value.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        }
    }

    /// The enum `name` as `type`'s code means it: nested in `type`, else any of the app's.
    func enumDeclaration(_ name: String, in type: TypeDeclaration) -> TypeDeclaration? {
        (index.declarations(named: "\(type.name).\(name)") + index.declarations(named: name)).first { $0.kind == .enum }
    }

    func allMembers(of type: TypeDeclaration) -> [DeclSyntax] {
        index.members(of: type).map(\.decl)
    }

    /// The view builder over `enumName`: a method taking one and returning `some View`.
    func viewBuilder(in functions: [FunctionDeclSyntax], over enumName: String) -> FunctionDeclSyntax? {
        functions.first { function in
            Self.parameterType(of: function).map(Self.lastComponent) == enumName
                && function.signature.returnClause?.type.trimmedDescription.hasPrefix("some View") == true
        }
    }

    /// A stored property as a coordinator declares it.
    struct Property {
        let name: String
        /// Its type as written, or as its initial value shows it (`NavigationPath()`, `false`).
        let type: String
        let optional: Bool
        let settable: Bool
    }

    static func name(of variable: VariableDeclSyntax) -> String? {
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    static func property(_ member: DeclSyntax) -> Property? {
        guard let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = name(of: variable), binding.accessorBlock.map(Self.onlyObservers) ?? true
        else { return nil }
        let settable = variable.bindingSpecifier.text == "var"
        if let annotation = binding.typeAnnotation {
            let type = TypeText(syntax: annotation.type)
            return Property(name: name, type: type.baseName, optional: type.isOptional, settable: settable)
        }
        guard let value = binding.initializer?.value else { return nil }
        if value.is(BooleanLiteralExprSyntax.self) { return Property(name: name, type: "Bool", optional: false, settable: settable) }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let called = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            return Property(name: name, type: called.baseName.text, optional: false, settable: settable)
        }
        // `[Route]()`: an empty array of the routes.
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first
        {
            return Property(name: name, type: "[\(element.expression.trimmedDescription)]", optional: false, settable: settable)
        }
        return nil
    }

    /// `{ didSet { … } }`: a stored property that observes its changes is still stored.
    static func onlyObservers(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors, !accessors.isEmpty else { return false }
        return accessors.allSatisfy { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// The type of a method's only parameter.
    static func parameterType(of function: FunctionDeclSyntax) -> String? {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first else { return nil }
        return TypeText(syntax: parameter.type).baseName
    }

    /// `go(to:)`, `present(sheet:)`; a method whose one argument has no label by its base name (`push`),
    /// as the shape records coordgen's own.
    static func methodName(_ function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        return labels == ["_"] ? function.name.text : swiftName(function)
    }

    /// `build(page:)`, `view(_:)`.
    static func swiftName(_ function: FunctionDeclSyntax) -> String {
        "\(function.name.text)(\(function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
    }

    /// `Page` of `Coordinator.Page`.
    static func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// The longest common suffix that starts with an upper-case letter (`Editor` of `isShowingEditor`
    /// and `showEditor`).
    static func commonSuffix(_ first: String, _ second: String) -> String? {
        var common = Substring(String(zip(first.reversed(), second.reversed()).prefix { $0 == $1 }.map(\.0).reversed()))
        while let character = common.first, !character.isUppercase { common = common.dropFirst() }
        return common.isEmpty ? nil : String(common)
    }
}
