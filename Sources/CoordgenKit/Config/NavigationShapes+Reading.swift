// How the sections of `shape:` that say how flows navigate (router, factories, routes, modal routes,
// flags, coordinator libraries) read themselves; the rule is ProjectConfig+Reading.swift's.

extension RouterShape {
    init(reading m: ConfigMapping) {
        property = m.string("property")
        type = m.string("type")
        implementation = m.string("implementation")
        setRoot = m.string("setRoot")
        push = m.string("push")
        present = m.string("present")
        pop = m.string("pop")
        dismiss = m.string("dismiss")
        popArguments = m.optionalString("popArguments")
        dismissArguments = m.optionalString("dismissArguments")
        pushCompletion = m.optionalBool("pushCompletion")
        setRootArguments = m.optionalString("setRootArguments")
        pushArguments = m.optionalString("pushArguments")
        presentArguments = m.optionalString("presentArguments")
        requiredByProtocol = m.optionalBool("requiredByProtocol")
        m.finish()
    }
}

extension FactoryShape {
    init(reading m: ConfigMapping) {
        `protocol` = m.string("protocol")
        implementation = m.string("implementation")
        property = m.string("property")
        method = m.string("method")
        returns = m.optionalString("returns")
        passesScreenFactory = m.optionalString("passesScreenFactory")
        takesScreenFactory = m.optionalBool("takesScreenFactory")
        boxMethod = m.optionalString("boxMethod")
        boxReturns = m.optionalString("boxReturns")
        boxBody = m.optionalStrings("boxBody")
        viewProtocolRefines = m.optionalString("viewProtocolRefines")
        m.finish()
    }
}

extension RouteShape {
    init(reading m: ConfigMapping) {
        `enum` = m.string("enum")
        perFlow = m.bool("perFlow")
        firstRoute = m.optionalString("firstRoute")
        viewBuilder = m.string("viewBuilder")
        navigator = m.section("navigator", PropertyRequirement.init(reading:))
        push = m.string("push")
        present = m.string("present")
        pop = m.string("pop")
        dismiss = m.string("dismiss")
        ownStack = m.optionalBool("ownStack")
        flows = m.optionalSection("flows", ChildFlowShape.init(reading:))
        modal = m.optionalSection("modal", ModalRouteShape.init(reading:))
        screenEnvironment = m.optionalSection("screenEnvironment", ScreenEnvironment.init(reading:))
        destinationsInViews = m.optionalBool("destinationsInViews")
        flowsDeclarePush = m.optionalBool("flowsDeclarePush")
        flowView = m.optionalString("flowView")
        flowConformances = m.optionalStrings("flowConformances")
        routeStruct = m.optionalSection("routeStruct", StructRouteShape.init(reading:))
        nestedPattern = m.optionalBool("nestedPattern")
        enumConformances = m.optionalStrings("enumConformances")
        dispatch = m.optionalSection("dispatch", DispatchedPush.init(reading:))
        m.finish()
    }
}

extension DispatchedPush {
    init(reading m: ConfigMapping) {
        method = m.string("method")
        `case` = m.string("case")
        label = m.optionalString("label")
        pop = m.optionalString("pop")
        m.finish()
    }
}

extension StructRouteShape {
    init(reading m: ConfigMapping) {
        type = m.string("type")
        property = m.string("property")
        label = m.optionalString("label")
        pushesStruct = m.optionalBool("pushesStruct")
        m.finish()
    }
}

extension ChildFlowShape {
    init(reading m: ConfigMapping) {
        presentation = m.string("presentation")
        view = m.string("view")
        finishClosure = m.optionalString("finishClosure")
        parentProperty = m.optionalString("parentProperty")
        parentFinish = m.optionalString("parentFinish")
        observable = m.optionalBool("observable")
        ownedByView = m.optionalBool("ownedByView")
        m.finish()
    }
}

extension ModalRouteShape {
    init(reading m: ConfigMapping) {
        `enum` = m.string("enum")
        property = m.string("property")
        viewBuilder = m.string("viewBuilder")
        modifier = m.string("modifier")
        m.finish()
    }
}

extension ScreenEnvironment {
    init(reading m: ConfigMapping) {
        declaration = m.string("declaration")
        property = m.string("property")
        m.finish()
    }
}

extension XCoordinatorShape {
    init(reading m: ConfigMapping) {
        route = m.string("route")
        coordinator = m.string("coordinator")
        childTransition = m.string("childTransition")
        childAnimation = m.optionalString("childAnimation")
        m.finish()
    }
}

extension RxFlowShape {
    init(reading m: ConfigMapping) {
        steps = m.string("steps")
        stepCase = m.string("stepCase")
        m.finish()
    }
}

extension StinsenShape {
    init(reading m: ConfigMapping) {
        childPresentation = m.string("childPresentation")
        childWrapper = m.optionalString("childWrapper")
        m.finish()
    }
}

extension ResultBaseShape {
    init(reading m: ConfigMapping) {
        baseClass = m.string("baseClass")
        result = m.string("result")
        stream = m.optionalChoice("stream")
        bag = m.optionalString("bag")
        imports = m.strings("imports")
        childStart = m.optionalString("childStart")
        m.finish()
    }
}

extension PushedCoordinatorsShape {
    init(reading m: ConfigMapping) {
        builder = m.string("builder")
        destinationsView = m.string("destinationsView")
        m.finish()
    }
}

extension HeldChildrenShape {
    init(reading m: ConfigMapping) {
        parentLabel = m.string("parentLabel")
        view = m.string("view")
        viewWrapper = m.string("viewWrapper")
        m.finish()
    }
}

extension ItemRoutesShape {
    init(reading m: ConfigMapping) {
        modifier = m.string("modifier")
        show = m.string("show")
        view = m.string("view")
        viewWrapper = m.string("viewWrapper")
        parentLabel = m.optionalString("parentLabel")
        m.finish()
    }
}

extension FlagRoutesShape {
    init(reading m: ConfigMapping) {
        prefix = m.string("prefix")
        show = m.string("show")
        view = m.string("view")
        presentModifier = m.optionalString("presentModifier")
        m.finish()
    }
}

extension OptionStartShape {
    init(reading m: ConfigMapping) {
        label = m.string("label")
        parameter = m.string("parameter")
        type = m.string("type")
        overrides = m.optionalBool("overrides")
        declaresStart = m.optionalBool("declaresStart")
        parentsPassOption = m.optionalBool("parentsPassOption")
        argument = m.optionalString("argument")
        plainStartProvided = m.optionalBool("plainStartProvided")
        m.finish()
    }
}
