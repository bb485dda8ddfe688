import SwiftSyntax

/// Reads the members of one type (a coordinator or an entry point) and reports which coordinators
/// and screens its code creates, adds as children or starts.
///
/// Values are followed through local constants, assignments and properties, and through the return
/// types of the app's own functions (`factory.makeReservationCoordinator()`); anything else is
/// reported as unresolved rather than guessed.
struct FlowScanner {
    /// What an expression turned out to be.
    enum Resolution: Equatable {
        /// A value of this type.
        case type(String)
        /// A parameter of the enclosing function: its callers say what it is.
        case parameter
        /// The code does not say; the reason is one line.
        case unknown(String)
    }

    /// A child added or started at a call.
    struct ChildSite {
        let expression: ExprSyntax
        let via: String
        /// Whether the call explicitly adds a child (`append`, `addChild`…), as opposed to `start()`.
        let isExplicitAdd: Bool
        let location: CoordinatorGraph.Location
        /// Whether the expression is a collection each element of which is added (`tabs.forEach(addChild)`).
        var isCollection = false
    }

    let app: AppFacts
    let owner: AnalyzedType

    /// Child-adding calls, constructed types and called functions of every member of `owner`, read
    /// from its members' syntax.
    func scan() -> (children: [(ScannedSite, Resolution)], created: [(String, CoordinatorGraph.Location)]) {
        let flows = owner.members.map { member in
            MemberFlows(member.decl, file: member.file, conventions: app.conventions, owner: owner)
        }
        // Read with the owner, no resolution is left waiting for its properties.
        return finish(flows) { name, _ in .unknown("`\(name)` is not declared in this type") }!
    }

    /// The same from what the summaries recorded of the owner's declarations (``DeclarationFlows``),
    /// its files not parsed again; nil when they do not say enough (a declaration without them, one
    /// read under other conventions, or a stored property whose value needs its member's locals), so
    /// the caller reads the members instead.
    func scanFromSummaries() -> (children: [(ScannedSite, Resolution)], created: [(String, CoordinatorGraph.Location)])? {
        var flows: [MemberFlows] = []
        var properties: [ScannedProperty] = []
        for declaration in owner.declarations {
            guard let recorded = declaration.flows, recorded.isComplete, recorded.conventions == app.conventions else { return nil }
            flows += recorded.members
            properties += recorded.properties
        }
        return finish(flows) { name, depth in property(name, depth: depth, among: properties) }
    }

    /// The children and created types of `flows`, their resolutions finished with the app's facts;
    /// nil when `property` cannot answer.
    private func finish(
        _ flows: [MemberFlows], property: (String, Int) -> Resolution?
    ) -> (children: [(ScannedSite, Resolution)], created: [(String, CoordinatorGraph.Location)])? {
        var children: [(ScannedSite, Resolution)] = []
        var created: [(String, CoordinatorGraph.Location)] = []
        for member in flows {
            for site in member.sites {
                for pending in site.resolutions {
                    guard let resolution = finish(pending, property: property) else { return nil }
                    children.append((site, resolution))
                }
            }
            for call in member.calls {
                if let name = call.constructed {
                    created.append((name, call.location))
                } else if let name = call.called, case .type(let returned) = returnType(of: name) {
                    created.append((returned, call.location))
                }
            }
        }
        return (children, created)
    }

    /// A resolution the syntax left pending, finished with the app's facts.
    private func finish(_ pending: PendingResolution, property: (String, Int) -> Resolution?) -> Resolution? {
        switch pending {
        case .resolved(let resolution): resolution
        case .returned(let name): returnType(of: name, child: true)
        case .declared(let type, let name): resolveDeclared(type, named: name)
        case .property(let name, let depth): property(name, depth)
        }
    }

    /// The owner's stored property `name`, from its declarations' summaries, looked up at `depth` as
    /// ``FlowCapture`` does with the trees: by its annotation, else its initial value; nil when the
    /// value is one only the trees can follow.
    private func property(_ name: String, depth: Int, among properties: [ScannedProperty]) -> Resolution? {
        for property in properties where property.name == name {
            if let declared = property.declared { return resolveDeclared(declared, named: name) }
            if let initial = property.initial {
                guard let pending = initial.resolution, depth + 1 + initial.steps < 6 else { return nil }
                return finish(pending) { _, _ in nil }
            }
        }
        return .unknown("`\(name)` is not declared in this type")
    }

    /// A value declared with a type: concrete types resolve, protocols and existentials do not.
    func resolveDeclared(_ type: DeclaredType, named name: String) -> Resolution {
        guard let typeName = type.typeName else { return .unknown("`\(name)` has type `\(type.text)`") }
        if type.isExistential || app.types[typeName]?.kind == .protocol
            || app.hierarchy.coordinatorProtocols.contains(typeName)
        {
            return .unknown("`\(name)` is declared as `\(type.text)`, a protocol")
        }
        return .type(typeName)
    }

    /// The type the app's functions named `name` return, when they all agree on one concrete type. For a
    /// `child`, where a coordinator factory and a screen factory both have the method (`makeHome()`), the
    /// one coordinator their bodies make.
    func returnType(of name: String, child: Bool = false) -> Resolution {
        guard let declared = app.functionReturnTypes[name], !declared.isEmpty else {
            return .unknown("`\(name)()` is not a function the app declares")
        }
        // A factory method declared to return a protocol or base class, whose body makes one class.
        if var constructed = app.functionReturnedConstructions[name] {
            if child, constructed.count > 1 { constructed.formIntersection(app.hierarchy.coordinators) }
            if constructed.count == 1, let typeName = constructed.first, app.types[typeName]?.kind == .class {
                return .type(typeName)
            }
        }
        let names = Set(declared.map(\.typeText))
        guard names.count == 1, let type = declared.first else {
            return .unknown("the app declares several `\(name)()` that return different types")
        }
        guard let typeName = type.typeName else {
            return .unknown("`\(name)()` returns `\(type.typeText)`")
        }
        if type.isExistential || app.types[typeName]?.kind == .protocol
            || app.hierarchy.coordinatorProtocols.contains(typeName)
        {
            return .unknown("`\(name)()` returns `\(type.typeText)`, a protocol")
        }
        return .type(typeName)
    }
}
