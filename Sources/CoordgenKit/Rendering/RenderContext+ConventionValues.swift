/// The template values of ``RenderContext/Conventions``: what the uikit templates read, by key,
/// spelled from the conventions and nowhere else (the conventions themselves are computed in
/// `RenderContext+Conventions.swift`).
extension RenderContext.Conventions {
    /// The values templates read, spelled here and nowhere else.
    var values: [String: any Sendable] {
        var values: [String: any Sendable] = [
            "coordinatorProtocol": protocolShape.name,
            "flowClass": flowClass,
            "flowProtocol": flowProtocol ?? "",
            "conformance": conformance,
            "overridePrefix": overridePrefix,
            "declaresInit": declaresInit,
            "declaresOwnFinishHandler": declaresOwnFinishHandler,
            "ownFinishDelegateConformance": ownFinishDelegateConformance ?? "",
            "screenClass": screenClass,
            "rootClass": shape.naming.root,
            "extraImports": shape.generatedImports.filter { $0 != "UIKit" && $0 != ownModule },
            "tracksPoppedFlows": tracksPoppedFlows,
            "storedProperties": storedProperties,
            "implementedLikeSiblings": (witnessMembers + (protocolShape.implementedLikeSiblings ?? [])).map {
                access.applied(
                    toMembers: Self.indentedOneLevel($0.replacingLiteral(ChildManagementLikeSibling.flowClassPlaceholder, with: flowClass)))
            },
            "firstScreenWitnessProperties": firstScreenWitnessProperties,
            "flowTypeProperty": flowTypeProperty ?? "",
            "initDeclaration": initDeclaration,
            "initAssignments": initAssignments,
            "navigation": navigation ?? "",
            "navigationType": protocolShape.navigation?.type ?? "UINavigationController",
            "navigationPopsToScreen": (protocolShape.navigation?.popsToScreen ?? true) && !ownsNewStack,
            "dismissesOwnStack": ownsNewStack,
            "initCall": initCall,
            "openMethodName": shape.naming.openFlowMethod(for: name),
            "openMainActor": openMainActor,
            "handOverNavigation": handOverNavigation,
            "nestedDependency": nestedDependencyDeclaration.map(access.applied(toMembers:)) ?? "",
            "openPreamble": openPreamble,
            "openEpilogue": openEpilogue,
            "wireFinish": wireFinish,
            "addChild": addChild ?? "",
            "addStartsChild": protocolShape.children?.add != nil && protocolShape.children?.addStarts == true,
            "flowTypeName": protocolShape.flowType?.property ?? "",
            "testsStart": testsStart,
            "testsFinishDelegate": testsFinishDelegate,
            "testsFinishClosure": testsFinishClosure,
        ]
        values.merge(finishValues) { current, _ in current }
        values.merge(declaredPropertyValues) { current, _ in current }
        values.merge(familyValues) { current, _ in current }
        values.merge(startValues) { current, _ in current }
        values.merge(heldStackValues) { current, _ in current }
        if let call = testInitCall(navigationArgument: "navigationController") { values["testInitCall"] = call }
        if let call = testInitCall(navigationArgument: "UINavigationController()") { values["testInitCallNew"] = call }
        return values
    }

    /// The values templates read for how the flow ends and how its parent hears of it.
    var finishValues: [String: any Sendable] {
        [
            "finishFlow": finishFlow ?? "",
            "finishAudience": finishAudience ?? "",
            "closeSummary": closeSummary,
            "finishNotification": finishNotification ?? "",
            "implementsFinish": implementsFinish,
            // `func {{ finishHandlerMethod }}({{ finishHandlerLabel }} {{ handlerParameterName }}: {{ handlerParameterType }})`
            "finishHandlerMethod": finishHandler?.method ?? "",
            "finishHandlerLabel": finishHandler?.label ?? "",
            "otherFinishHandlers": otherFinishHandlers,
            "finishDelegateProtocol": finishDelegateProtocol ?? "",
            "handlerParameterName": handlerParameterName,
            "handlerParameterType": handlerParameterType,
            "removeFinishedChild": removeFinishedChild ?? "",
            "parentFinishDeclaration": perFlowFinish?.parentMethod?.declaration ?? "",
            "parentFinishBody": perFlowFinish?.parentMethod?.body ?? "",
            "flowDelegateProtocol": flowDelegate?.protocolName(for: name) ?? "",
            "flowDelegateClassBound": flowDelegate?.finish.classBound != false,
            "flowDelegateRequirement": flowDelegate?.requirement(flowClass: flowClass, stem: name) ?? "",
            "flowDelegateAdopter": perFlowDelegate?.parentClass ?? "",
            "flowDelegateMethod": perFlowDelegate?.declaration ?? "",
            "flowDelegateBody": perFlowDelegate?.body ?? "",
            "finishClosure": finish.kind == .closure ? (finish.property ?? "") : "",
            "finishClosureTitle": (finish.property ?? "").prefix(1).uppercased() + (finish.property ?? "").dropFirst(),
            "finishPropertyName": finish.property ?? "",
        ]
    }

    /// How a screen is shown where the coordinator holds a router or finds its stack in its window.
    var heldStackValues: [String: any Sendable] {
        var values: [String: any Sendable] = [:]
        if let heldRouter {
            values["heldRouter"] = heldRouter.access
            values["heldRouterPush"] = heldRouter.pushCall
            values["heldRouterPop"] = heldRouter.popCall
            values["heldRouterPresent"] = heldRouter.presentCall
            values["heldRouterDismiss"] = heldRouter.dismissCall
            values["heldRouterPresentsOnly"] = heldRouter.presentsOnly
            values["heldRouterPopsScreenItself"] = heldRouter.popsScreenItself
        }
        if let windowStack {
            values["windowStack"] = windowStack.unwrapping(into: "navigationController")
            values["windowRoot"] = windowStack.window.makingRoot("navigationController")
        }
        // The screen snippets name their new screen `viewController`.
        if let presentingController { values["presentingController"] = presentingController.access(besideLocal: "viewController") }
        return values
    }

    /// A member written at the top level, indented one level as inside the class.
    static func indentedOneLevel(_ member: String) -> String {
        member.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}
