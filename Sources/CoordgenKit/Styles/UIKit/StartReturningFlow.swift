import Foundation

/// A new flow where the app's protocol requires only `func start() -> UIViewController` (each flow returns
/// the controller it shows, its own navigation controller with its first screen as root) and the parent
/// puts its flows' controllers into a list (``StartReturnedIntoParentArray``), as a tab parent does:
/// the flow holds a navigation controller, its `start()` makes its first screen that stack's root and
/// returns the stack, and the parent makes, keeps and starts it as it does its last sibling. It declares
/// its conformance where its siblings do (in an extension, or on the class). Where the parent starts its
/// flows otherwise, or the protocol asks for more, the uikit style's refusal and the copy of a sibling
/// (`--like`) stand.
struct StartReturningFlow {
    let start: String
    let returned: String
    let site: StartReturnedIntoParentArray
    let parent: CoordinatorNameResolver.Resolution
    let parentFile: URL

    /// The stack the flow holds.
    static let navigation = "navigationController"

    /// The flow `request` asks for, where its shape and its parent are those above.
    static func find(for request: CoordinatorRequest, sources: inout ProjectSources, plan: inout Plan) throws -> StartReturningFlow? {
        let shape = request.shape.protocol
        guard !request.options.presentsModally, request.options.parent != nil, shape.navigation == nil, shape.children == nil,
            shape.finish.kind == .none, shape.baseClass == nil, shape.superclass == nil, shape.router == nil, shape.routes == nil,
            shape.flowType == nil, (shape.properties ?? []).isEmpty, shape.initializers.allSatisfy(\.parameters.isEmpty),
            shape.otherRequirements.count == 1, let requirement = shape.otherRequirements.first,
            RequirementSignature(requirement).isFunction(shape.startName, labels: []),
            let returned = RequirementSignature(requirement).returnType, ["UIViewController", "UINavigationController"].contains(returned)
        else { return nil }
        var probe = Plan(root: request.project.root)
        guard let parent = try request.resolveParent(in: &sources, plan: &probe),
            let file = try CoordinatorMethodWriter(resolution: parent, in: request.project).classFile(in: &sources)
        else { return nil }
        let index = request.project.model.index
        let classes = Set(CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type.name))
        guard
            let site = StartReturnedIntoParentArray.find(
                inClass: parent.className, of: try sources.text(of: file), startName: shape.startName, coordinatorClasses: classes)
        else { return nil }
        plan.notes += probe.notes
        return StartReturningFlow(start: requirement, returned: returned, site: site, parent: parent, parentFile: file)
    }

    /// Plans the flow where `request` asks for one; false where it does not (the uikit style goes on).
    static func planned(_ request: CoordinatorRequest, into plan: inout Plan) throws -> Bool {
        var sources = ProjectSources(project: request.project)
        guard let flow = try find(for: request, sources: &sources, plan: &plan) else { return false }
        try flow.plan(request, sources: &sources, into: &plan)
        return true
    }

    /// The flow's coordinator and first screen, and the parent's lines that make, keep and start it.
    func plan(_ request: CoordinatorRequest, sources: inout ProjectSources, into plan: inout Plan) throws {
        let (project, conventions, shape) = (request.project, request.conventions, request.shape.protocol)
        let planner = FilePlanner(overwriteExisting: request.options.overwrite)
        let coordinatorURL = request.folder(for: .coordinator).appendingPathComponent("\(conventions.flowClass).swift")
        let header = try request.files.header(for: coordinatorURL.lastPathComponent)
        let inExtension = !(project.model.index.type(named: site.siblingClass, kinds: [.class])?.inherited.contains(shape.name) ?? false)
        let text = source(
            header: header, flowClass: conventions.flowClass, screenClass: conventions.screenClass, protocolName: shape.name,
            startName: shape.startName, inExtension: inExtension, mainActor: shape.mainActor)
        plan.add(planner.planWrite(request.shape.format.reindenting(text), to: coordinatorURL, in: plan))
        let screenURL = request.folder(for: .screen).appendingPathComponent("\(conventions.screenClass).swift")
        let screenText = try request.files.renderFile(UIKitStyle().screen.role, fileName: screenURL.lastPathComponent, subject: request.subject)
        plan.add(planner.planWrite(screenText, to: screenURL, in: plan))
        let local = conventions.flowClass.lowerCamelCased
        try sources.edit(parentFile, action: "started \(conventions.flowClass) as \(site.siblingClass) is", target: parent.className) {
            site.inserting(flowClass: conventions.flowClass, local: local, startName: shape.startName, into: $0)
        }
        plan.notes.append(
            "\(shape.name) requires `\(start)` and \(parent.className) puts the \(returned) its flows' \(shape.startName)() return into a list: \(conventions.flowClass) holds a navigation controller of its own, its \(shape.startName)() makes \(conventions.screenClass) that stack's root and returns it, and \(parent.className) makes, keeps and starts it as it does \(site.siblingClass) (\(site.sibling)), beside it in that list")
        plan.nextSteps += ["add screens: coordgen new screen Details --coordinator \(request.name.typeStem)"]
        try sources.addEdits(to: &plan)
    }

    /// The coordinator's file.
    func source(
        header: String, flowClass: String, screenClass: String, protocolName: String, startName: String, inExtension: Bool, mainActor: Bool
    ) -> String {
        let isolation = mainActor ? "@MainActor\n" : ""
        let startMethod = """
                func \(startName)() -> \(returned) {
                    let viewController = \(screenClass)()
                    \(Self.navigation).setViewControllers([viewController], animated: false)
                    return \(Self.navigation)
                }
            """
        let opening = header.isEmpty ? "" : header + "\n\n"
        if inExtension {
            return """
                \(opening)import UIKit

                \(isolation)final class \(flowClass) {
                    let \(Self.navigation) = UINavigationController()
                }

                extension \(flowClass): \(protocolName) {
                \(startMethod)
                }

                """
        }
        return """
            \(opening)import UIKit

            \(isolation)final class \(flowClass): \(protocolName) {
                let \(Self.navigation) = UINavigationController()

            \(startMethod)
            }

            """
    }
}
