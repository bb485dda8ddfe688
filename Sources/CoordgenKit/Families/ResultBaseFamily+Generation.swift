import Foundation
import SwiftSyntax

extension ResultBaseFamily {
    /// Writes the flow's subclass of the base and its first screen, and with a parent adds the parent's
    /// method that makes the flow, handing it what the parent shows screens on, and starts it with
    /// `coordinate(to:)`. Edits are insertions through swift-syntax.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        let (name, conventions) = (request.name, request.conventions)
        var sources = ProjectSources(project: request.project)
        let parent = try request.resolveParent(in: &sources, plan: &plan)
        let host = try parent.map { try self.host(in: $0, request: request, sources: &sources, plan: &plan) } ?? .stack(access: "navigationController")
        var source = ResultBaseFlowSource(shape: resultBase, coordinatorClass: conventions.flowClass, screenClass: conventions.screenClass, host: host)
        source.declaresBag = basesLackBag(index: request.project.model.index)
        let planner = FilePlanner(overwriteExisting: request.options.overwrite)
        let coordinatorURL = request.folder(for: .coordinator).appendingPathComponent("\(conventions.flowClass).swift")
        let text = source.file(header: try request.files.header(for: coordinatorURL.lastPathComponent))
        plan.add(planner.planWrite(request.shape.format.reindenting(text), to: coordinatorURL, in: plan))
        let screenURL = request.folder(for: .screen).appendingPathComponent("\(conventions.screenClass).swift")
        let screenText = try request.files.renderFile(UIKitStyle().screen.role, fileName: screenURL.lastPathComponent, subject: request.subject)
        plan.add(planner.planWrite(screenText, to: screenURL, in: plan))
        plan.notes.append(notes(flowClass: conventions.flowClass, screenClass: conventions.screenClass))
        if let parent {
            let method = request.openMethod
            let variable = name.caseName.prefix(1).lowercased() + name.caseName.dropFirst() + "Coordinator"
            let snippet = source.parentMethod(named: method, variable: SwiftKeywords.escaped(String(variable)))
            let parentURL = try parentFile(of: parent, request: request, sources: &sources)
            try sources.edit(parentURL, action: "added \(method)", target: parent.className) {
                try TypeMemberInserter.addingMethod(snippet, toType: parent.className, kind: .class, in: $0)
            }
            plan.nextSteps += request.nextSteps(wires: "", parentClass: parent.className)
        } else {
            plan.nextSteps += request.nextSteps(wires: "the method that makes it and starts it with \(resultBase.childStart ?? "coordinate(to:)")")
        }
        try sources.addEdits(to: &plan)
    }

    /// Whether the base is the app's and neither it nor a class it inherits from holds the bag parents
    /// dispose of a child's subscription in: each flow declares its own, and a new one does too.
    private func basesLackBag(index: DeclarationIndex) -> Bool {
        guard resultBase.stream != nil, let bag = resultBase.bag, let base = index.type(named: resultBase.baseClass, kinds: [.class]) else {
            return false
        }
        return !index.classChain(from: base).contains { type in
            (type.members ?? []).contains { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == bag
                } ?? false
            }
        }
    }

    /// What init decided for the new flow, in one note: its base, result, stream and test.
    private func notes(flowClass: String, screenClass: String) -> String {
        let ends =
            resultBase.stream.map {
                "its start() shows \(screenClass) and returns \($0.neverEnding): make the stream emit a \(resultBase.result) where the flow ends"
            } ?? "its start() shows \(screenClass)"
        return
            "\(flowClass) subclasses \(resultBase.baseClass)<\(resultBase.result)>, the result its siblings fill it with (shape.resultBase.result in .coordgen.yml); \(ends); no test is written for it (the base is not coordgen's to drive in a test)"
    }

    /// The file declaring the parent's class.
    private func parentFile(
        of parent: CoordinatorNameResolver.Resolution, request: CoordinatorRequest, sources: inout ProjectSources
    ) throws -> URL {
        guard let file = try CoordinatorMethodWriter(resolution: parent, in: request.project).classFile(in: &sources) else {
            throw GeneratorError.typeNotFound(
                name: "class \(parent.className)", hint: "check the spelling (`coordgen tree` lists the coordinators)")
        }
        return file
    }

    /// What the parent hands the new flow to show its first screen on: its navigation stack (pushed onto;
    /// presented over with `--present`), else a view controller of its own, else its window's root; one
    /// line naming `--parent` where it holds none of them.
    private func host(
        in parent: CoordinatorNameResolver.Resolution, request: CoordinatorRequest, sources: inout ProjectSources, plan: inout Plan
    ) throws -> ResultBaseFlowSource.Host {
        let file = try parentFile(of: parent, request: request, sources: &sources)
        let (source, index) = (try sources.text(of: file), request.project.model.index)
        do {
            if let held = try HeldNavigationStack.find(inClass: parent.className, source: source, index: index), !held.property.optional {
                let access = held.property.name
                if request.options.presentsModally {
                    plan.notes.append("--present: \(request.conventions.flowClass) presents a navigation controller of its own over \(parent.className)'s `\(access)`")
                    return .controller(access: access, optional: false)
                }
                return .stack(access: access)
            }
            if let controller = try PresentingController.find(inClass: parent.className, source: source, index: index) {
                let optional = controller.access.hasSuffix("?")
                plan.notes.append(
                    "\(parent.className) holds no navigation controller: \(request.conventions.flowClass) presents one of its own over `\(controller.access)`")
                return .controller(access: optional ? String(controller.access.dropLast()) : controller.access, optional: optional)
            }
            if let window = try WindowProperty.declared(inClass: parent.className, of: source, lacking: "navigationController") {
                plan.notes.append(
                    "\(parent.className) holds no navigation controller, only the window `\(window.name)`: \(request.conventions.flowClass) presents one of its own over the window's root view controller")
                return .window(access: window.name, optional: window.optional)
            }
            if let window = WindowProperty.throughDependency(ofClass: parent.className, index: index) {
                plan.notes.append(
                    "\(parent.className) holds no navigation controller, only the window `\(window.name)` of a dependency: \(request.conventions.flowClass) presents one of its own over the window's root view controller")
                return .window(access: window.name, optional: window.optional)
            }
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: request.project.displayPath(of: file), reason: error.description)
        }
        let like = request.project.config.example ?? "<Flow>"
        throw GeneratorError.cannotGenerate(
            "\(parent.className) holds no navigation controller, view controller or window to hand \(request.conventions.flowClass) (a subclass of \(resultBase.baseClass)<\(resultBase.result)>), so coordgen cannot say where it shows its screens: name a parent that holds one with --parent, or make it like a sibling with `new coordinator \(request.name.typeStem) --like \(like)`"
        )
    }
}
