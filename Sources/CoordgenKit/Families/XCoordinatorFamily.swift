import SwiftSyntax

/// Coordinators written on XCoordinator: each flow is a route enum (`ProfileRoute: Route`) and a subclass
/// of one of the library's coordinator classes whose `prepareTransition(for:)` maps each route to a
/// transition. A new flow is its route enum and coordinator in one file, a case in its parent's route
/// enum and a clause in the parent's `prepareTransition(for:)` that makes the child and shows it; a new
/// screen is a route case and a clause pushing its view controller. The library keeps the children, so a
/// parent needs no collection of its own.
struct XCoordinatorFamily: GeneratingFamily {
    let xcoordinator: XCoordinatorShape

    /// The function whose switch maps a coordinator's routes, with its argument label.
    static let prepareTransition = "\(XCoordinatorDetector.prepareTransition)(for:)"

    init?(_ shape: ProtocolShape) {
        guard let xcoordinator = shape.xcoordinator else { return nil }
        self.xcoordinator = xcoordinator
    }

    /// Screens are UIKit view controllers, which the uikit style's screen template writes.
    func style(for shape: ProtocolShape) -> Style { .uikit }

    var parentHoldsEachChild: Bool { true }

    /// The flow's route enum, which generation writes in the coordinator's file.
    func ownTypes(ofFlow name: FlowName) -> [String] { [xcoordinator.routeEnum(forFlow: name.typeStem)] }

    /// The case and clause each parent got, and the screens the flow's routes push besides its first.
    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = GeneratedParts()
        let coordinators = XCoordinatorDetector.coordinators(in: finder.index)
        for parent in coordinators where parent.type.name != flow.resolution.className {
            let clauses = XCoordinatorDetector.prepareTransitionClauses(of: parent.type).filter {
                SwitchClauses.handledCases(of: $0) == [flow.name.caseName]
                    && XCoordinatorDetector.makes(oneOf: [flow.resolution.className], $0)
            }
            guard !clauses.isEmpty, let route = parent.route else { continue }
            parts.declarations.append(.enumCase(flow.name.caseName, enumName: route))
            parts.declarations.append(.switchClause(flow.name.caseName, typeName: parent.type.name, function: Self.prepareTransition))
        }
        let route = xcoordinator.routeEnum(forFlow: flow.name.typeStem)
        for screen in Self.caseNames(of: route, in: finder.index) where screen != flow.name.caseName {
            let stem = screen.prefix(1).uppercased() + screen.dropFirst()
            parts.formUnion(try finder.screenFiles(stem, flow: flow.name.typeStem))
        }
        return parts
    }

    /// The screen's route case and the clause pushing it.
    func screenParts(of screen: RemovedScreen, in finder: FlowPartsFinder) -> GeneratedParts {
        var parts = GeneratedParts()
        let route =
            Self.routeEnum(of: screen.coordinator.className, in: finder.index) ?? xcoordinator.routeEnum(forFlow: screen.coordinator.flow)
        parts.declarations.append(.enumCase(screen.name.caseName, enumName: route))
        parts.declarations.append(
            .switchClause(screen.name.caseName, typeName: screen.coordinator.className, function: Self.prepareTransition))
        return parts
    }

    /// The flow's route enum (`ProfileRoute`), where the app declares it.
    func flowTypeRenames(from old: FlowNames, to new: FlowNames, in index: DeclarationIndex) -> [String: String] {
        let oldRoute = xcoordinator.routeEnum(forFlow: old.stem)
        guard index.type(named: oldRoute, kinds: [.enum]) != nil else { return [:] }
        return [oldRoute: xcoordinator.routeEnum(forFlow: new.stem)]
    }

    /// Every coordinator's route enum: a flow's case is in its parents', a screen's in its coordinator's.
    func flowCaseEnums(in index: DeclarationIndex) -> [String] {
        XCoordinatorDetector.coordinators(in: index).compactMap(\.route)
    }

    func screenCaseEnums(in index: DeclarationIndex) -> [String] { flowCaseEnums(in: index) }

    /// The route enum the coordinator class `name` is generic over (`HomeRoute` for
    /// `TabBarCoordinator<HomeRoute>`), where it names an enum of the app.
    static func routeEnum(of name: String, in index: DeclarationIndex) -> String? {
        guard let superclass = index.type(named: name, kinds: [.class])?.inherited.first,
            let route = XCoordinatorDetector.genericArguments(of: superclass).first,
            index.type(named: route, kinds: [.enum]) != nil
        else { return nil }
        return route
    }

    /// The case names of the enum `name`, in source order.
    static func caseNames(of name: String, in index: DeclarationIndex) -> [String] {
        guard let declaration = index.type(named: name, kinds: [.enum]) else { return [] }
        return (declaration.members ?? []).compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            .flatMap { $0.elements.map { SourceEditNames.unescaped($0.name) } }
    }
}
