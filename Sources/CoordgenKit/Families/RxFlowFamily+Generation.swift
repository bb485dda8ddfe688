import Foundation

extension RxFlowFamily {
    /// Writes the flow (with its own steps enum where flows have one) in one file and its first screen;
    /// adds its step to the app's steps enum where there is one; and with a parent adds the step to the
    /// parent's steps enum and a clause to the parent's `navigate(to:)` that makes the child, presents
    /// its root and contributes it with that step. Edits are insertions through swift-syntax.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        let (name, conventions) = (request.name, request.conventions)
        var sources = ProjectSources(project: request.project)
        let step = rxflow.step(name.caseName)
        let steps = rxflow.stepsEnum(forFlow: name.typeStem)
        let planner = FilePlanner(overwriteExisting: request.options.overwrite)
        let flowURL = request.folder(for: .coordinator).appendingPathComponent("\(conventions.flowClass).swift")
        let source = RxFlowSource(
            header: try request.files.header(for: flowURL.lastPathComponent), ownSteps: rxflow.stepsPerFlow ? steps : nil, steps: steps,
            flowClass: conventions.flowClass)
        plan.add(planner.planWrite(request.shape.format.reindenting(source.file(firstStep: step, firstScreen: conventions.screenClass)), to: flowURL, in: plan))
        let screenURL = request.folder(for: .screen).appendingPathComponent("\(conventions.screenClass).swift")
        let screenText = try request.files.renderFile(UIKitStyle().screen.role, fileName: screenURL.lastPathComponent, subject: request.subject)
        plan.add(planner.planWrite(screenText, to: screenURL, in: plan))
        plan.notes.append(
            "\(conventions.flowClass) conforms to RxFlow's Flow, owns a UINavigationController as its root and pushes \(conventions.screenClass) on \(steps).\(step); the screen contributes no stepper (.none) until it has one; no test is written for it (flows are tested through their steps, which coordgen does not write)"
        )
        let parent = try request.resolveParent(in: &sources, plan: &plan)
        if !rxflow.stepsPerFlow {
            let handlers = Set([conventions.flowClass] + (parent.map { [$0.className] } ?? []))
            try addStep(step, to: steps, handledBy: handlers, sources: &sources, plan: &plan)
        }
        if let parent {
            try wire(request, into: parent, sources: &sources, plan: &plan)
            plan.nextSteps.append(
                "emit \(rxflow.stepsPerFlow ? "" : "\(steps)").\(step) from a Stepper of \(parent.className)'s (steps.accept(…)) where the \(name.title) flow should begin"
            )
        } else {
            plan.nextSteps.append(
                "start it from a parent: `coordgen new coordinator \(name.typeStem) --parent \(request.shape.naming.suggestedParent)` adds its step and the clause of navigate(to:) that presents it"
            )
        }
        plan.nextSteps.append("add screens: coordgen new screen Details --coordinator \(name.typeStem)")
        try sources.addEdits(to: &plan)
    }

    /// The step in the parent's steps enum (where it is not the app's one, which has it already) and the
    /// parent's clause that makes the child, presents its root and contributes it.
    private func wire(
        _ request: CoordinatorRequest, into parent: CoordinatorNameResolver.Resolution, sources: inout ProjectSources, plan: inout Plan
    ) throws {
        let (project, name, flowClass) = (request.project, request.name, request.conventions.flowClass)
        let index = project.model.index
        let step = rxflow.step(name.caseName)
        guard let parentType = index.type(named: parent.className, kinds: [.class]),
            let navigate = parentSwitch(of: parentType, in: index),
            let root = RxFlowDetector.rootProperty(of: parentType, in: index)
        else {
            if let parentType = index.type(named: parent.className, kinds: [.class]), let tabs = RxFlowTabsFromEnum(parentType, in: index) {
                throw GeneratorError.cannotGenerate(
                    tabs.refusal(parent: parent.className, newFlow: name.typeStem, like: tabExample(tabs, request: request)))
            }
            throw GeneratorError.cannotGenerate(
                "\(parent.className) is not an RxFlow flow whose navigate(to:) switches over a steps enum and whose root is a property of its own (var root: Presentable { rootViewController }), so coordgen cannot add the step that starts \(flowClass): name another parent with --parent"
            )
        }
        if navigate.steps != rxflow.stepsEnum(forFlow: name.typeStem) {
            try addStep(step, to: navigate.steps, handledBy: [parent.className], sources: &sources, plan: &plan)
        }
        let variable = name.caseName.prefix(1).lowercased() + name.caseName.dropFirst() + "Flow"
        let shows = root.type.map(Self.isWindow) == true ? "self.\(root.name).rootViewController?.present" : "self.\(root.name).present"
        let clause = """
            case .\(SwiftKeywords.escaped(step)):
                let \(variable) = \(flowClass)()
                Flows.use(\(variable), when: .created) { [unowned self] root in
                    \(shows)(root, animated: true)
                }
                return .one(flowContributor: .contribute(withNextPresentable: \(variable), withNextStepper: OneStepper(withSingleStep: \(rxflow.stepsEnum(forFlow: name.typeStem)).\(step))))
            """
        let url = project.url(for: navigate.declaration.file.path)
        try sources.edit(url, action: "added case .\(step)", target: "\(parent.className).\(RxFlowDetector.navigate)") {
            try SwitchCaseInserter(typeName: parent.className, function: RxFlowDetector.navigate, parameterType: navigate.parameterType)
                .addingClause(clause, handling: step, to: $0)
        }
        if let tabs = RxFlowDetector.flowsUsedTogether(in: parentType, index: index) {
            plan.notes.append(
                "\(parent.className) starts \(tabs.joined(separator: ", ")) together in one Flows.use(…, when:) call, which coordgen leaves as it is: \(flowClass) is presented on .\(step), not one of them; to make it one, add it to that call (RxFlow's Flows.use takes a fixed number of flows, or an array: Flows.use([Flow], when:)) and contribute it with the others")
        }
        plan.notes.append(
            "\(parent.className) starts \(flowClass) on .\(step) of \(navigate.steps): it presents the child's root from its \(root.name) once the flow is created (Flows.use(_:when: .created)) and contributes the flow with OneStepper(withSingleStep:); RxFlow keeps it as a child"
        )
    }

    /// The switch of `parent`'s `navigate(to:)` a new step goes in: the one over the app's steps enum,
    /// else its first.
    /// The tab a new flow is made like: the recorded example where it is one of the tabs, else the first.
    private func tabExample(_ tabs: RxFlowTabsFromEnum, request: CoordinatorRequest) -> String {
        let pattern = request.shape.naming.flowClass
        let names = tabs.flows.map { NamingScheme.match(pattern, $0) ?? $0 }
        if let recorded = request.project.config.example, names.contains(recorded) { return recorded }
        return names[0]
    }

    private func parentSwitch(of parent: TypeDeclaration, in index: DeclarationIndex) -> RxFlowDetector.NavigateSwitch? {
        let switches = RxFlowDetector.navigateSwitches(of: parent, in: index)
        return switches.first { !rxflow.stepsPerFlow && $0.steps == rxflow.steps } ?? switches.first
    }

    fileprivate static func isWindow(_ type: String) -> Bool { type.hasSuffix("Window") }

    /// Adds `step` to the steps enum `steps`, which the app must declare, and a `return .none` clause
    /// for it to each switch over `steps` without a `default` in the flows besides `handlers` (which
    /// get their own clauses), so that they stay exhaustive.
    private func addStep(
        _ step: String, to steps: String, handledBy handlers: Set<String>, sources: inout ProjectSources, plan: inout Plan
    ) throws {
        let index = sources.project.model.index
        let stepsBefore = XCoordinatorFamily.caseNames(of: steps, in: index)
        try addStep(step, to: steps, sources: &sources)
        for flow in RxFlowDetector.flows(in: index) where !handlers.contains(flow.name) {
            for navigate in RxFlowDetector.navigateSwitches(of: flow, in: index) where navigate.steps == steps && !navigate.hasDefault {
                let url = sources.project.url(for: navigate.declaration.file.path)
                try sources.edit(url, action: "added case .\(step)", target: "\(flow.name).\(RxFlowDetector.navigate)") {
                    try SwitchCaseInserter(typeName: flow.name, function: RxFlowDetector.navigate, parameterType: navigate.parameterType)
                        .addingClause("case .\(SwiftKeywords.escaped(step)):\n    return .none", handling: step, to: $0)
                }
                plan.notes.append(
                    "\(flow.name)'s navigate(to:) switches over every \(steps) case without a default: it gets a clause for .\(step) that returns .none, so that it stays exhaustive")
            }
        }
        // Other switches over every step (a `stepDescription` of the enum's): a statement gets `break`, a value is the user's.
        plan.notes += try ExhaustiveFlowSwitches.keepExhaustive(
            adding: step, enumName: steps, enumCases: stepsBefore,
            handledElsewhere: Set(handlers.map { "\($0).\(RxFlowDetector.navigate)" }), sources: &sources)
    }

    /// Adds `step` to the steps enum `steps`, which the app must declare.
    private func addStep(_ step: String, to steps: String, sources: inout ProjectSources) throws {
        let project = sources.project
        guard let declaration = project.model.index.type(named: steps, kinds: [.enum]) else {
            throw GeneratorError.cannotGenerate(
                "the steps enum \(steps) is not declared in the app's sources, so coordgen cannot add .\(step) to it (shape.rxflow.steps in \(Project.configFileName) names it)"
            )
        }
        let url = project.url(for: declaration.file.path)
        try sources.edit(url, action: "added case \(step) to \(steps) in \(project.displayPath(of: url))") {
            try EnumCaseRegistrar(enumName: steps).addingCase(step, to: $0)
        }
    }

    /// Writes the screen's view controller, its step in the flow's steps enum and the clause of the
    /// flow's `navigate(to:)` that pushes it (presents it where the flow's root is no navigation
    /// controller).
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String) {
        let (project, name) = (request.project, request.name)
        var sources = ProjectSources(project: project)
        let flow = try request.resolveCoordinator(in: &sources, plan: &plan)
        let index = project.model.index
        let step = rxflow.step(name.caseName)
        guard let type = index.type(named: flow.className, kinds: [.class]),
            let navigate = RxFlowDetector.navigateSwitches(of: type, in: index).first,
            let root = RxFlowDetector.rootProperty(of: type, in: index)
        else {
            throw GeneratorError.cannotGenerate(
                "\(flow.className) is not an RxFlow flow whose navigate(to:) switches over a steps enum and whose root is a property of its own, so coordgen cannot add the step that shows \(name.title): name another flow with --coordinator"
            )
        }
        try addStep(step, to: navigate.steps, handledBy: [flow.className], sources: &sources, plan: &plan)
        let screenClass = request.files.conventions(for: request.subject).screenClass
        let show = showing(screenClass, in: type, root: root, index: index, request: request, plan: &plan)
        let pushes = show.contains("pushViewController")
        let clause = "case .\(SwiftKeywords.escaped(step)):\n    let viewController = \(screenClass)()\n    \(show)\n    return .none"
        let url = project.url(for: navigate.declaration.file.path)
        try sources.edit(url, action: "added case .\(step)", target: "\(flow.className).\(RxFlowDetector.navigate)") {
            try SwitchCaseInserter(typeName: flow.className, function: RxFlowDetector.navigate, parameterType: navigate.parameterType)
                .addingClause(clause, handling: step, to: $0)
        }
        try request.planScreenFile(UIKitStyle().screen, flow: flow.flow, into: &plan)
        try sources.addEdits(to: &plan)
        plan.notes.append(
            "\(flow.className) shows \(screenClass) on .\(step) of \(navigate.steps) (\(pushes ? "pushViewController" : "present")) in its \(RxFlowDetector.navigate); it contributes no stepper (.none) until the screen has one"
        )
        return ("steps.accept(\(navigate.steps).\(step))", "a Stepper \(flow.className) listens to (a view model it contributes)")
    }
}

extension RxFlowFamily {
    /// The statement showing the new screen: a push on the flow's root where it is a navigation
    /// controller, else on a navigation controller property of the flow's (its screen root's
    /// `navigationController`), else a presentation from the root.
    fileprivate func showing(
        _ screenClass: String, in flow: TypeDeclaration, root: (name: String, type: String?), index: DeclarationIndex,
        request: ScreenRequest, plan: inout Plan
    ) -> String {
        if !request.options.presentsModally, root.type?.contains("NavigationController") == true {
            return "\(root.name).pushViewController(viewController, animated: true)"
        }
        if !request.options.presentsModally, let navigation = RxFlowDetector.navigationProperty(of: flow, in: index) {
            plan.notes.append(
                "\(flow.name)'s root \(root.name) is \(root.type.map { "a \($0)" } ?? "of a type coordgen cannot read"), not a navigation controller, so it pushes \(screenClass) on its \(navigation.name)")
            return "\(navigation.name)\(navigation.optional ? "?" : "").pushViewController(viewController, animated: true)"
        }
        if !request.options.presentsModally {
            plan.notes.append(
                "\(flow.name)'s root \(root.name) is \(root.type.map { "a \($0)" } ?? "of a type coordgen cannot read"), not a navigation controller, so it presents \(screenClass)")
        }
        // `self.` where the root is named as the clause's new screen is (`viewController`), which would shadow it.
        let rootName = root.name == "viewController" ? "self.\(root.name)" : root.name
        let owner = root.type.map(Self.isWindow) == true ? "\(rootName).rootViewController?" : rootName
        return "\(owner).present(viewController, animated: true)"
    }
}

/// The text of a new RxFlow flow's file: its own steps enum where flows have one, and the flow, whose
/// root is a navigation controller of its own and whose first step pushes the flow's first screen.
/// Its comments name nothing of the flow, so that `rename coordinator` has no words of coordgen's to
/// reword in them.
struct RxFlowSource {
    let header: String
    /// The flow's own steps enum, written in the file; nil where the app has one for every flow.
    let ownSteps: String?
    /// The enum the flow's `navigate(to:)` switches over.
    let steps: String
    let flowClass: String

    func file(firstStep: String, firstScreen: String) -> String {
        let stepIdentifier = SwiftKeywords.escaped(firstStep)
        let stepsEnum =
            ownSteps.map {
                """
                /// Where the flow can go: each case is one step its navigate(to:) maps.
                enum \($0): Step {
                    case \(stepIdentifier)
                }


                """
            } ?? ""
        // The app's steps enum has the other flows' steps too.
        let otherSteps = ownSteps == nil ? "\n        default:\n            return .none" : ""
        // An empty header (`header: ""`) leaves no blank lines above the imports.
        return (header.isEmpty ? "" : header + "\n\n") + """
            import RxFlow
            import UIKit

            \(stepsEnum)/// Maps each step to what the flow shows on its navigation controller; screens emit steps
            /// through the steppers it contributes.
            final class \(flowClass): Flow {
                var root: Presentable {
                    rootViewController
                }

                private let rootViewController = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? \(steps) else { return .none }
                    switch step {
                    case .\(stepIdentifier):
                        let viewController = \(firstScreen)()
                        rootViewController.pushViewController(viewController, animated: false)
                        return .none\(otherSteps)
                    }
                }
            }

            """
    }
}
