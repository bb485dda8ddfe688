import SwiftSyntax

/// `strong-finish-delegate`: a child that holds its parent strongly — a strong `finishDelegate` or
/// `parentCoordinator`, a delegate protocol that is not class-bound and so cannot be held weakly, a
/// finish closure that captures the parent strongly, or a screen holding its coordinator strongly —
/// makes a retain cycle: neither is ever released.
public struct StrongFinishDelegateRule: DoctorRule {
    public let id = "strong-finish-delegate"
    public let summary = "a strong finish delegate or parent reference, or a delegate protocol that cannot be weak"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] {
        var findings: [Finding] = []
        var delegateProtocols = app.conventions.finishDelegateProtocols
        let hierarchy = app.facts.hierarchy
        for type in app.coordinatorTypes {
            for (property, file) in type.properties where isStrongStored(property) {
                for (name, binding) in SyntaxNames.boundNames(property)
                where app.conventions.finishDelegateProperties.contains(name) {
                    guard let annotation = binding.typeAnnotation?.type, let typeName = SyntaxNames.typeName(annotation),
                        isReferenceLike(typeName, app)
                    else { continue }
                    if app.facts.types[typeName]?.kind == .protocol { delegateProtocols.insert(typeName) }
                    findings.append(
                        app.finding(
                            self, .error, at: property, in: file,
                            "`\(name)` holds the parent strongly while the parent holds this child: neither is ever released",
                            fix: "declare it `weak var \(name)`"))
                }
            }
            for (property, _) in type.properties {
                for (name, binding) in SyntaxNames.boundNames(property) where app.conventions.finishDelegateProperties.contains(name) {
                    if let typeName = binding.typeAnnotation.flatMap({ SyntaxNames.typeName($0.type) }),
                        app.facts.types[typeName]?.kind == .protocol
                    {
                        delegateProtocols.insert(typeName)
                    }
                }
            }
            for (member, file) in type.members {
                for (closure, property) in FinishCallback.finishClosures(in: member, conventions: app.conventions)
                where capturesSelfStrongly(closure) {
                    findings.append(
                        app.finding(
                            self, .error, at: closure, in: file,
                            "the `\(property)` closure captures self strongly: the child or screen that holds it keeps \(type.name) alive, and \(type.name) keeps it",
                            fix: "capture weakly: { [weak self] in … }"))
                }
            }
        }
        for name in hierarchy.screens.sorted() {
            guard let type = app.facts.types[name], hierarchy.isViewController(name) else { continue }
            for (property, file) in type.properties where isStrongStored(property) {
                for (propertyName, binding) in SyntaxNames.boundNames(property) {
                    guard let typeName = binding.typeAnnotation.flatMap({ SyntaxNames.typeName($0.type) }),
                        hierarchy.coordinators.contains(typeName) || hierarchy.coordinatorProtocols.contains(typeName)
                    else { continue }
                    findings.append(
                        app.finding(
                            self, .error, at: property, in: file,
                            "\(name) holds its coordinator strongly through `\(propertyName)` while the coordinator's navigation controller holds the screen",
                            fix: "declare it `weak var \(propertyName)`, or give the screen callbacks instead of a coordinator"))
                }
            }
        }
        for name in delegateProtocols.sorted() {
            guard let type = app.facts.types[name], let primary = type.primary, primary.kind == .protocol, !isClassBound(name, app) else {
                continue
            }
            findings.append(
                Finding(
                    file: primary.file.path, line: primary.line, severity: .error, rule: id,
                    message: "protocol \(name) is not class-bound, so a delegate of that type cannot be `weak`",
                    fix: "declare it `protocol \(name): AnyObject`"))
        }
        return findings
    }

    /// A stored property without `weak` or `unowned`.
    private func isStrongStored(_ property: VariableDeclSyntax) -> Bool {
        let modifiers = SyntaxNames.modifierNames(property.modifiers)
        if modifiers.contains("weak") || modifiers.contains("unowned") || modifiers.contains("static") { return false }
        return property.bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock?.accessors else { return true }
            // Only observers (`didSet`) keep a property stored.
            guard let list = accessors.as(AccessorDeclListSyntax.self) else { return false }
            return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// Whether a value of this type is a reference (a class or a protocol), so holding it can cycle.
    private func isReferenceLike(_ typeName: String, _ app: AnalyzedApp) -> Bool {
        guard let type = app.facts.types[typeName] else { return !["String", "Int", "Bool", "Double"].contains(typeName) }
        return type.kind == .class || type.kind == .protocol || type.kind == .actor
    }

    private func isClassBound(_ name: String, _ app: AnalyzedApp) -> Bool {
        if app.facts.types[name]?.primary?.isClassBound == true { return true }
        let ancestors = app.facts.hierarchy.ancestors[name, default: []]
        if ancestors.contains("AnyObject") || ancestors.contains("NSObjectProtocol") { return true }
        return ancestors.contains { ancestor in
            guard let type = app.facts.types[ancestor] else { return false }
            return type.kind == .class || type.primary?.isClassBound == true
        }
    }

    /// A closure that names `self` without capturing it weakly or unowned.
    private func capturesSelfStrongly(_ closure: ClosureExprSyntax) -> Bool {
        let captures = closure.signature?.capture?.items.map { ($0.specifier?.specifier.text, $0.name.text) } ?? []
        if captures.contains(where: { $0.1 == "self" && ($0.0 == "weak" || $0.0 == "unowned") }) { return false }
        if captures.contains(where: { $0.1 == "self" }) { return true }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
    }
}
