import Foundation

extension UIKitStyle {
    /// Writes the coordinator, its first screen and test, registers its flow-enum case and, with a
    /// parent, adds `open<Name>Coordinator()` to it — all in the app's own shape (`.coordgen.yml`'s
    /// `shape:` and `naming:`, coordgen's protocol when absent). A parent that is not yet a finish
    /// delegate becomes one, since the new method sets `coordinator.finishDelegate = self`.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        let (project, name, shape) = (request.project, request.name, request.shape)
        let conventions = request.conventions
        if shapeProblem(shape) == nil, try StartReturningFlow.planned(request, into: &plan) { return }
        if let problem = shapeProblem(shape) ?? shape.coordinatorProblem(presentsModally: request.options.presentsModally) {
            throw GeneratorError.cannotGenerate(problem)
        }
        // A generic base every flow fills alike is subclassed with that argument (``GenericBaseNavigationArgument``).
        if let base = shape.protocol.baseClass, shape.protocol.baseClassArgument == nil,
            let problem = CoordinatorBaseClassDetector(index: project.model.index).generationProblem(
                baseClass: base, flowClass: conventions.flowClass, flow: name.typeStem, example: project.config.example)
        {
            throw GeneratorError.cannotGenerate(problem)
        }
        if let base = shape.protocol.spelledBaseClass, let argument = shape.protocol.baseClassArgument {
            plan.notes.append(
                "\(conventions.flowClass) subclasses \(base), as its siblings do: \(argument) is the argument they give \(shape.protocol.baseClass ?? base) (shape.baseClassArgument in \(Project.configFileName))")
        }
        var sources = ProjectSources(project: project)
        // A presented flow is its navigation controller's delegate and calls finishFlowsPopped(from:),
        // which projects made before coordgen's Back fix lack (doctor's missing-finish-flows-popped).
        if request.options.presentsModally, conventions.tracksPoppedFlows, !sources.declaresFunction(named: "finishFlowsPopped") {
            throw GeneratorError.cannotGenerate(
                "\(shape.protocol.name) has no finishFlowsPopped(from:), which a presented flow calls (the project predates coordgen's Back fix): run `coordgen init --force` so generation follows \(shape.protocol.name) as it is, then add the flow again"
            )
        }
        if let flowType = shape.protocol.flowType {
            let registry = try CoordinatorTypeRegistry.locate(enumName: flowType.enum, in: &sources)
            let cases = try EnumCaseRegistrar(enumName: flowType.enum).caseNames(in: sources.text(of: registry.file))
            try sources.edit(registry.file, action: "added case \(name.caseName) to \(project.displayPath(of: registry.file))") {
                try EnumCaseRegistrar(enumName: flowType.enum).addingCase(name.caseName, to: $0)
            }
            plan.notes += try ExhaustiveFlowSwitches.keepExhaustive(
                adding: name.caseName, enumName: flowType.enum, enumCases: cases, sources: &sources)
        }
        let parent = try TabsFromHeldFlows.resolvingParent(of: request, in: &sources, plan: &plan)
        if let router = try NewFlowRouter.find(for: request, parent: parent, sources: &sources) {
            plan.notes.append(
                router.note(protocolName: shape.protocol.name, parentClass: parent?.className, flowClass: conventions.flowClass))
            try planFlow(router.adapting(request), parent: parent, router: router.router, sources: &sources, plan: &plan)
        } else if let tabBar = try NewFlowAsTab.tabBar(for: request, parent: parent, sources: &sources), let parent {
            plan.notes.append(
                NewFlowAsTab.note(
                    protocolName: shape.protocol.name, parentClass: parent.className, tabBar: tabBar, flowClass: conventions.flowClass))
            try planFlow(NewFlowAsTab.adapting(request), parent: parent, router: nil, sources: &sources, plan: &plan)
        } else if let parent, let stack = try NewFlowStack.find(for: request, parent: parent, sources: &sources) {
            plan.notes.append(stack.note(protocolName: shape.protocol.name, parentClass: parent.className, flowClass: conventions.flowClass))
            try planFlow(stack.adapting(request), parent: parent, router: nil, sources: &sources, plan: &plan)
        } else if let window = NewFlowOnWindow.stack(for: request) {
            plan.notes.append(NewFlowOnWindow.note(protocolName: shape.protocol.name, stack: window, flowClass: conventions.flowClass))
            try planFlow(request, parent: parent, router: nil, window: window, sources: &sources, plan: &plan)
        } else if let problem = SwiftUIFlowsWithoutNavigation.problem(for: request) ?? SwiftUIBaseClassPathUnread.problem(for: request) {
            throw GeneratorError.cannotGenerate(problem)
        } else {
            if shape.protocol.navigation == nil, !request.options.acceptsShowingNothing {
                throw GeneratorError.cannotGenerate(ShowsNothingRefusal.reason(protocolName: shape.protocol.name, flowClass: conventions.flowClass))
            }
            try planFlow(request, parent: parent, router: nil, sources: &sources, plan: &plan)
        }
    }

    /// The flow's files and its parent's side, once the parent is known; `router` is the one the flow
    /// shows its screens through where the protocol declares no navigation controller (``NewFlowRouter``).
    private func planFlow(
        _ request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution?, router: HeldRouter?, window: WindowRootStack? = nil,
        sources: inout ProjectSources, plan: inout Plan
    ) throws {
        let (project, name, shape) = (request.project, request.name, request.shape)
        let conventions = request.conventions
        var flowSubject = request.subject
        flowSubject.heldRouter = router
        flowSubject.windowStack = window
        if let perFlow = PerFlowParentFinish(shape.protocol.finish) {
            flowSubject.perFlowFinish = try perFlowFinish(perFlow, request, parent: parent, sources: &sources)
            plan.notes += flowSubject.perFlowFinish.map { [$0.note] } ?? []
        }
        if let withArguments = FinishClosureWithArguments(shape.protocol.finish) {
            let index = project.model.index
            let choice = withArguments.choice(flowClass: conventions.flowClass) { index.type(named: $0) != nil }
            flowSubject.finishClosure = choice
            plan.notes.append(choice.note)
        }
        try request.planFlowFiles(screen: screen, testable: conventions.hasTests, subject: flowSubject, into: &plan)
        if parent == nil, let perFlow = PerFlowDelegateFinish(shape.protocol.finish) {
            plan.notes.append(
                "\(conventions.flowClass) declares \(perFlow.protocolName(for: name.typeStem)), which the coordinator that starts it adopts to learn that it ended (new coordinator --parent makes the parent adopt it)"
            )
        }
        plan.notes += Self.notes(
            about: conventions, shape: shape, showsThroughRouter: router != nil || window != nil, example: project.config.example)
        plan.notes += Self.nestedDependencyNotes(conventions)
        if let note = StackMadeByBaseInit.note(flowClass: conventions.flowClass, in: shape.protocol) { plan.notes.append(note) }

        var startedByParent = false
        if let parent {
            plan.notes += Self.nameKeyedChildrenNotes(parentClass: parent.className, conventions: conventions, shape: shape)
            startedByParent = try wire(parent, request: request, flowSubject: flowSubject, sources: &sources, plan: &plan)
        }
        let steps = request.nextSteps(wires: request.openMethod, parentClass: parent?.className)
        plan.nextSteps += startedByParent ? Array(steps.dropFirst()) : steps
        try sources.addEdits(to: &plan)
    }

    /// The note that says how a parent keeping its children by name keeps the new flow, if it does.
    private static func nameKeyedChildrenNotes(parentClass: String, conventions: RenderContext.Conventions, shape: AppShape) -> [String] {
        guard let children = shape.protocol.children, NameKeyedChildren.applies(to: shape.protocol) else { return [] }
        return [
            NameKeyedChildren.note(
                parentClass: parentClass, flowClass: conventions.flowClass, children: children,
                releasedOnFinish: shape.protocol.finish.kind != .none)
        ]
    }

    /// The parent's side of the new flow: its `open<Name>Coordinator()` (and the finish method a parent
    /// typed by its class needs), the check that it has what the call passes, and what makes it learn
    /// that the flow ended.
    /// Returns whether the parent now starts the flow itself (``TabsFromStackArray``).
    private func wire(
        _ parent: CoordinatorNameResolver.Resolution, request: CoordinatorRequest, flowSubject: RenderContext.Subject,
        sources: inout ProjectSources, plan: inout Plan
    ) throws -> Bool {
        let (files, conventions) = (request.files, request.conventions)
        let writer = CoordinatorMethodWriter(resolution: parent, in: request.project)
        var subject = try subjectStarted(request, by: parent, writer: writer, sources: &sources, plan: &plan)
        subject.parentHoldsNoChildren = try ParentWithoutChildren.applies(request, parent: parent, writer: writer, sources: &sources)
        subject.perFlowFinish = flowSubject.perFlowFinish
        subject.finishClosure = flowSubject.finishClosure
        subject.parentOptionals = try optionalArguments(request, of: parent, subject: subject, writer: writer, sources: &sources)
        subject.openMainActor = MainActorStartRequirement.applies(
            shape: request.shape.protocol, parentClass: parent.className, project: request.project)
        if !subject.parentOptionals.isEmpty {
            plan.notes.append(
                "\(parent.className) holds \(subject.parentOptionals.joined(separator: ", ")) as optional, which \(conventions.flowClass)'s initialiser takes as values: \(request.openMethod) starts the flow only when \(subject.parentOptionals.count == 1 ? "it is" : "they are") there"
            )
        }
        let snippet = try files.renderSnippet(.openCoordinator, subject: subject)
        let classFile = try writer.add(method: request.openMethod, snippet: snippet, in: &sources)
        if let held = RenderContext.Conventions(shape: request.shape, subject: subject).heldChild {
            let outside = subject.parentHoldsNoChildren ? request.shape.protocol.name : nil
            try keep(held, in: parent, classFile: classFile, request: request, outsideProtocol: outside, sources: &sources, plan: &plan)
        }
        if let method = subject.perFlowFinish?.parentMethod {
            let finishSnippet = try files.renderSnippet(.parentFinishMethod, subject: subject)
            try CoordinatorMethodWriter(
                protocolName: nil, className: parent.className, conventionalFile: classFile,
                missingClassHint: "check the spelling"
            ).add(method: "\(method.name)(_:)", snippet: finishSnippet, in: &sources)
        }
        try checkPassedProperties(request, of: parent, in: classFile, sources: &sources)
        try adoptFinish(request, by: parent, subject: subject, classFile: classFile, sources: &sources, plan: &plan)
        return try startedAsTab(request, by: parent, subject: subject, classFile: classFile, sources: &sources, plan: &plan)
    }

    /// Where the parent sets its tabs from the navigation controllers it hands its children by position
    /// (``TabsFromStackArray``), the method doing so starts the new flow too, after the others; whether it does.
    private func startedAsTab(
        _ request: CoordinatorRequest, by parent: CoordinatorNameResolver.Resolution, subject: RenderContext.Subject, classFile: URL,
        sources: inout ProjectSources, plan: inout Plan
    ) throws -> Bool {
        let call = request.openMethod
        guard let tabBar = subject.parentTabBar, call.hasSuffix("()") else { return false }
        // The app's declaration index only past the parent's own tab bar: making it parses the whole app.
        let index = request.project.model.index
        guard let tabs = try TabsFromStackArray.find(inClass: parent.className, tabBar: tabBar, parsed: sources.parsed(classFile), index: index)
        else { return false }
        let action = "called \(call) at the end of \(parent.className).\(tabs.method)() in \(request.project.displayPath(of: classFile))"
        try sources.edit(classFile, action: action) { text in
            let parsed = try ParsedSwiftSource(text)
            guard let found = try TabsFromStackArray.find(inClass: parent.className, tabBar: tabBar, parsed: parsed, index: index) else {
                throw SourceEditError.verificationFailed("\(parent.className) no longer sets its tabs in \(tabs.method)()")
            }
            return try found.startingAtLaunch(call, inClass: parent.className, in: parsed)
        }
        plan.notes.append(tabs.note(parentClass: parent.className, flowClass: request.conventions.flowClass, openMethod: call))
        return true
    }

    /// Declares the property the parent holds the child in, where the app keeps no children collection:
    /// after the parent's last stored property holding a coordinator, else after its last stored property.
    private func keep(
        _ held: HeldChildProperty, in parent: CoordinatorNameResolver.Resolution, classFile: URL, request: CoordinatorRequest,
        outsideProtocol: String?, sources: inout ProjectSources, plan: inout Plan
    ) throws {
        let flowPattern = request.shape.naming.flowClass
        try sources.edit(classFile, action: "added \(held.declaration)", target: parent.className) { text in
            try StatementInserter.addingProperty(
                held.declaration, named: held.name, toClass: parent.className,
                after: { binding in
                    binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) }.map { NamingScheme.match(flowPattern, $0) != nil }
                        ?? false
                }, in: text)
        }
        plan.notes.append(
            held.note(parentClass: parent.className, releasedOnFinish: request.conventions.finish.kind == .closure, outsideProtocol: outsideProtocol))
    }

    /// Refuses a parent that lacks a property the new call passes to the initialiser; its file is parsed
    /// once for all of them, and only if there is one.
    private func checkPassedProperties(
        _ request: CoordinatorRequest, of parent: CoordinatorNameResolver.Resolution, in classFile: URL, sources: inout ProjectSources
    ) throws {
        let conventions = request.conventions
        let passed = conventions.initArgumentProperties.filter { $0 != conventions.navigationParameter?.name }
        guard !passed.isEmpty else { return }
        let declared = try TypeMemberInserter.propertyNames(ofClass: parent.className, in: sources.parsed(classFile))
        let index = request.project.model.index
        if let missing = passed.first(where: { property in
            !declared.contains(SourceEditNames.unescaped(property))
                && !Self.inherits(property, parent: parent.className, shape: request.shape.protocol, index: index)
        }) {
            throw GeneratorError.cannotGenerate(
                "\(parent.className) has no property `\(missing)` to pass to \(conventions.flowClass).\(conventions.initDeclaration); add it to \(parent.className), start the flow without --parent, or make it like a flow the app has with `new coordinator \(request.name.typeStem) --like \(request.project.config.example ?? "<Flow>")`"
            )
        }
    }

    /// Makes the parent learn that the flow ended: it adopts the flow's own delegate protocol, or the
    /// app's finish delegate where it is not one yet.
    private func adoptFinish(
        _ request: CoordinatorRequest, by parent: CoordinatorNameResolver.Resolution, subject: RenderContext.Subject, classFile: URL,
        sources: inout ProjectSources, plan: inout Plan
    ) throws {
        let (project, files, shape, conventions) = (request.project, request.files, request.shape, request.conventions)
        var subject = subject
        if let perFlow = PerFlowDelegateFinish(shape.protocol.finish) {
            subject.perFlowDelegate = perFlow.conformance(
                flowClass: conventions.flowClass, stem: request.name.typeStem, parent: parent.className,
                parentSource: try sources.text(of: classFile), shape: shape.protocol)
            plan.notes += subject.perFlowDelegate.map { [$0.note] } ?? []
            let conformance = try files.renderSnippet(.flowDelegateConformance, subject: subject)
            let adopted = subject.perFlowDelegate?.protocolName ?? ""
            try sources.edit(classFile, action: "made \(parent.className) a \(adopted) in \(project.displayPath(of: classFile))") {
                try TypeMemberInserter.appendingDeclaration(conformance, to: $0)
            }
        } else if let delegate = conventions.finishDelegateProtocol, !shape.protocol.coordinatorsAreFinishDelegates,
            !sources.classConforms(parent.className, to: delegate)
        {
            if project.model.index.conformsThroughRefinement(parent.className, to: delegate) {
                plan.notes.append(
                    "\(parent.className) is a \(delegate) already, through a protocol refining it: its finish method is left as it is")
                return
            }
            if let problem = FinishDelegateClosureRequirement.problem(
                delegate: delegate, finish: shape.protocol.finish, parentClass: parent.className, index: project.model.index)
            {
                throw GeneratorError.cannotGenerate(problem)
            }
            var parentSubject = RenderContext.Subject(name: parent.flow, title: parent.flow, caseName: "", caseIdentifier: "")
            parentSubject.className = parent.className
            let conformance = try files.renderSnippet(.finishDelegateConformance, subject: parentSubject)
            try sources.edit(classFile, action: "made \(parent.className) a \(delegate) in \(project.displayPath(of: classFile))") {
                try TypeMemberInserter.appendingDeclaration(conformance, to: $0)
            }
        }
    }

    /// How the flow finishes where the app types each flow's parent by its class: the way its parent's
    /// own children finish, read from the methods the parent declares.
    private func perFlowFinish(
        _ perFlow: PerFlowParentFinish, _ request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution?,
        sources: inout ProjectSources
    ) throws -> PerFlowParentFinish.Choice {
        let conventions = request.conventions
        var methods: [String] = []
        if let parent, let file = try CoordinatorMethodWriter(resolution: parent, in: request.project).classFile(in: &sources) {
            do {
                methods = try PerFlowParentFinish.functionNames(ofClass: parent.className, in: try sources.parsed(file))
            } catch let error as SourceEditError {
                throw GeneratorError.sourceEdit(file: request.project.displayPath(of: file), reason: error.description)
            }
        }
        return perFlow.choice(
            flowClass: conventions.flowClass, stem: request.name.typeStem, parent: parent?.className, parentMethods: methods,
            shape: request.shape.protocol)
    }

    /// The parent's properties that the initialiser call passes (the navigation controller too, unless
    /// the parent makes a new one) where the parent holds them optional and the initialiser does not take
    /// an optional.
    private func optionalArguments(
        _ request: CoordinatorRequest, of parent: CoordinatorNameResolver.Resolution, subject: RenderContext.Subject,
        writer: CoordinatorMethodWriter, sources: inout ProjectSources
    ) throws -> [String] {
        let conventions = request.files.conventions(for: subject)
        let makesNavigation = subject.parentTabBar != nil || subject.parentWindow != nil
        let taken = conventions.initParameters.filter { parameter in
            parameter.name != conventions.parentParameter?.name && !parameter.type.hasSuffix("?") && !parameter.type.hasSuffix("!")
                && !(makesNavigation && parameter.name == conventions.navigationParameter?.name)
        }.map(\.name)
        guard !taken.isEmpty, let file = try writer.classFile(in: &sources) else { return [] }
        do {
            let parsed = try sources.parsed(file)
            let declared = try OptionalPropertyLookup.optionalProperties(taken, inClass: parent.className, in: parsed)
            // The navigation controller the parent inherits from the base class, which holds it optional.
            let shape = request.shape.protocol
            guard let navigation = shape.navigation, taken.contains(navigation.name), !declared.contains(navigation.name),
                !(try TypeMemberInserter.propertyNames(ofClass: parent.className, in: parsed)).contains(navigation.name)
            else { return declared }
            let index = request.project.model.index
            let inheritsOptional =
                navigation.optional && shape.baseClass.map { index.classInherits(parent.className, from: $0) == true } == true
            guard inheritsOptional || index.inheritedProperty(navigation.name, byClass: parent.className)?.isOptional == true
            else { return declared }
            return declared + [navigation.name]
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: request.project.displayPath(of: file), reason: error.description)
        }
    }

    /// What the user should know about code that follows the app's shape rather than coordgen's own.
    private static func notes(
        about conventions: RenderContext.Conventions, shape: AppShape, showsThroughRouter: Bool, example: String?
    ) -> [String] {
        var notes: [String] = []
        let protocolName = shape.protocol.name
        if shape.protocol.flowType == nil {
            notes.append("\(protocolName) has no flow enum, so no case was added (shape.flowType in \(Project.configFileName))")
        }
        if shape.protocol.finish.kind == .none {
            notes.append(
                "\(protocolName) has no way to tell a parent that a flow finished, so \(conventions.flowClass) tells nobody when it ends (shape.finish in \(Project.configFileName))"
            )
        }
        if shape.protocol.navigation == nil, !showsThroughRouter {
            notes.append(
                "\(protocolName) gives coordinators no navigation controller, and coordgen found no stack or router that reaches \(conventions.flowClass) (none its initialiser takes, its base class holds or its parent hands on): show\(conventions.name)() creates \(conventions.screenClass) but leaves showing it to you, so \(conventions.flowClass) shows nothing until you add that call\(example.map { ", or make the flow like \($0) instead (`coordgen remove coordinator \(conventions.name)`, then `coordgen new coordinator \(conventions.name) --like \($0)`)" } ?? "")"
            )
        }
        if shape.protocol.initializers.isEmpty {
            notes.append("\(protocolName) requires no initialiser: \(conventions.flowClass) gets \(conventions.initDeclaration)")
        }
        if conventions.implementsFinish {
            notes.append("no extension implements \(protocolName).finish(), so \(conventions.flowClass) implements it")
        }
        return notes
    }
}
