import Foundation
import SwiftSyntax

/// A coordinator that pushes a route enum of its own rather than the one recorded in `shape.routes.enum`,
/// where the views map destinations (`shape.routes.destinationsInViews`): its stack holds `[HomeRoute]`
/// (`@Published var path: [HomeRoute] = []`) or sits in a generic router object
/// (`@Published var router = Router<HomeRoute>()`), and the view holding the coordinator maps `HomeRoute`
/// in the switch of its `.navigationDestination(for: HomeRoute.self)`.
///
/// A new screen of that coordinator is a case of the enum that view maps, its view goes into that switch,
/// and the coordinator's method pushes it as the coordinator can: its own push, its router's
/// (`router.push(.giraffe)`), or an append to its typed path (`path.append(.giraffe)`).
struct CoordinatorOwnRoutes {
    /// The enum the views holding the coordinator map.
    let routeEnum: String
    /// The view mapping it.
    let viewName: String
    /// How the coordinator pushes and pops: `push`/`pop`, `router.push`/`router.pop`, `path.append`/`path.removeLast`.
    let push: String
    let pop: String

    /// `recorded` as the coordinator `className` (declared in `classFile`) spells its routes, where a
    /// view holding it maps one enum other than the recorded one and the coordinator can push it; nil
    /// where the recorded routes are the coordinator's, or nothing else is certain (the caller's
    /// refusal then names what is missing).
    static func find(
        for className: String, recorded: RouteShape, classFile: URL, sources: inout ProjectSources
    ) throws -> CoordinatorOwnRoutes? {
        guard recorded.destinationsInViews == true,
            try !DestinationSwitchLocator.types(declaring: recorded.viewBuilder, in: sources.text(of: classFile)).contains(className)
        else { return nil }
        let mapped = try mappedEnums(holding: className, preferring: classFile, sources: &sources)
        let recordedNames = [recorded.enum, "\(className).\(recorded.enum)"]
        guard !mapped.contains(where: { recordedNames.contains($0.routeEnum) }), mapped.count == 1, let (routeEnum, view) = mapped.first,
            declaresEnum(routeEnum, sources: &sources)
        else { return nil }
        guard let (push, pop) = try pushAndPop(of: className, routeEnum: routeEnum, recorded: recorded, classFile: classFile, sources: &sources)
        else { return nil }
        return CoordinatorOwnRoutes(routeEnum: routeEnum, viewName: view, push: push, pop: pop)
    }

    /// The recorded routes with this coordinator's enum and its way of pushing.
    func applied(to recorded: RouteShape) -> RouteShape {
        var routes = recorded
        routes.enum = routeEnum
        routes.perFlow = false
        routes.routeStruct = nil
        routes.push = push
        routes.pop = pop
        routes.flowsDeclarePush = nil
        return routes
    }

    /// What the user is told.
    func note(className: String, recorded: RouteShape) -> String {
        "\(className) pushes \(routeEnum), which \(viewName) maps, not \(recorded.enum) (shape.routes.enum in \(Project.configFileName)): the screen is a case of \(routeEnum), pushed with \(RouteShape.baseName(push))(_:)"
    }

    // MARK: Finding

    /// The enums that views holding `className` map in a `switch` of `.navigationDestination(for:)`, with
    /// the view mapping each.
    private static func mappedEnums(
        holding className: String, preferring classFile: URL, sources: inout ProjectSources
    ) throws -> [(routeEnum: String, view: String)] {
        var found: [(routeEnum: String, view: String)] = []
        for file in sources.swiftFiles(containing: "navigationDestination", preferring: [classFile]) {
            let text = try sources.text(of: file)
            guard text.contains(className), let parsed = try? ParsedSwiftSource(text) else { continue }
            for view in SwiftDeclarationLookup.all(StructDeclSyntax.self, in: parsed.tree, where: { _ in true }) {
                guard (try? ViewModifierInserter.property(of: view.name.text, holding: className, in: text)) != nil else { continue }
                for routeEnum in switchedDestinationTypes(in: view) where !found.contains(where: { $0.routeEnum == routeEnum }) {
                    found.append((routeEnum, view.name.text))
                }
            }
        }
        return found
    }

    /// `T` of every `.navigationDestination(for: T.self) { … switch … }` in `view`.
    private static func switchedDestinationTypes(in view: StructDeclSyntax) -> [String] {
        SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: view.memberBlock) { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationDestination"
        }.compactMap { call in
            guard let argument = call.arguments.first(where: { $0.label?.text == "for" })?.expression.trimmedDescription,
                argument.hasSuffix(".self"),
                let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                !SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: closure, where: { _ in true }).isEmpty
            else { return nil }
            return String(argument.dropLast(".self".count))
        }
    }

    private static func declaresEnum(_ name: String, sources: inout ProjectSources) -> Bool {
        let registrar = EnumCaseRegistrar(enumName: name)
        return sources.swiftFiles(containing: "enum \(name)").contains { url in (try? sources.text(of: url)).map(registrar.declaresEnum) ?? false }
    }

    /// How `className` pushes `routeEnum`: its own push method (the recorded name), a stored property
    /// of a generic type over the enum whose type declares that push and pop (`router.push`), or an
    /// array of the enum it appends to.
    private static func pushAndPop(
        of className: String, routeEnum: String, recorded: RouteShape, classFile: URL, sources: inout ProjectSources
    ) throws -> (push: String, pop: String)? {
        let text = try sources.text(of: classFile)
        let pushName = RouteShape.baseName(recorded.push)
        if try TypeMemberInserter.hasFunction(named: pushName, inType: className, kind: .class, in: text) {
            return (recorded.push, recorded.pop)
        }
        let parsed = try ParsedSwiftSource(text)
        let members = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree).as(ClassDeclSyntax.self)?.memberBlock.members
        for member in members.map(Array.init) ?? [] {
            guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            let typeText = (binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer?.value.trimmedDescription ?? "")
                .filter { !$0.isWhitespace }
            if typeText.hasPrefix("[\(routeEnum)]") { return ("\(name).append", "\(name).removeLast") }
            guard let open = typeText.firstIndex(of: "<"), typeText[typeText.index(after: open)...].hasPrefix("\(routeEnum)>") else { continue }
            let generic = String(typeText[..<open])
            if try declares(pushName, and: recorded.pop, inGeneric: generic, sources: &sources) {
                return ("\(name).\(pushName)", "\(name).\(recorded.pop)")
            }
        }
        return nil
    }

    /// Whether the class `generic` declares both methods.
    private static func declares(_ push: String, and pop: String, inGeneric generic: String, sources: inout ProjectSources) throws -> Bool {
        for file in sources.swiftFiles(containing: generic) {
            let text = try sources.text(of: file)
            guard TypeMemberInserter.declaresType(named: generic, kind: .class, in: text) else { continue }
            if try TypeMemberInserter.hasFunction(named: push, inType: generic, kind: .class, in: text),
                try TypeMemberInserter.hasFunction(named: pop, inType: generic, kind: .class, in: text)
            {
                return true
            }
        }
        return false
    }
}

extension SwiftUIStyle {
    /// `request` rendered with the routes of the coordinator it names, where that coordinator pushes an
    /// enum of its own (``CoordinatorOwnRoutes``), with the note saying so; nil where the recorded
    /// routes are its own.
    func screenRequestWithOwnRoutes(_ request: ScreenRequest, routes: RouteShape) throws -> (request: ScreenRequest, note: String)? {
        // A presented screen is a case of the recorded modal enum, as before.
        guard routes.destinationsInViews == true, !request.options.presentsModally else { return nil }
        var sources = ProjectSources(project: request.project)
        var scratch = Plan(root: request.project.root)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &scratch)
        guard let classFile = try CoordinatorMethodWriter(resolution: coordinator, in: request.project).classFile(in: &sources),
            let own = try CoordinatorOwnRoutes.find(for: coordinator.className, recorded: routes, classFile: classFile, sources: &sources)
        else { return nil }
        var shape = request.files.app.shape
        shape.protocol.routes = own.applied(to: routes)
        let app = request.files.app
        let files = SourceFileRenderer(
            renderer: request.files.renderer,
            app: RenderContext.App(
                projectName: app.projectName, moduleName: app.moduleName, organization: app.organization, style: app.style, shape: shape),
            headerTemplate: request.files.headerTemplate)
        let adapted = ScreenRequest(
            project: request.project, files: files, options: request.options, name: request.name, coordinator: request.coordinator,
            near: request.near)
        return (adapted, own.note(className: coordinator.className, recorded: routes))
    }
}
