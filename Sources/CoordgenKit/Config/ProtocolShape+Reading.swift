// How the coordinator protocol's sections of `.coordgen.yml` (`shape:` and what it holds: properties,
// children, finish, flow type, initialisers) read themselves; the rule is ProjectConfig+Reading.swift's.

extension ProtocolShape {
    init(reading m: ConfigMapping) {
        name = m.string("name")
        classBound = m.bool("classBound")
        mainActor = m.bool("mainActor")
        navigation = m.optionalSection("navigation", PropertyRequirement.init(reading:))
        children = m.optionalSection("children", ChildrenShape.init(reading:))
        finish = m.section("finish", FinishMechanism.init(reading:))
        flowType = m.optionalSection("flowType", FlowTypeShape.init(reading:))
        initializers = m.list("initializers", InitializerRequirement.init(reading:))
        otherRequirements = m.strings("otherRequirements")
        providesFinish = m.bool("providesFinish")
        providesFindCoordinator = m.bool("providesFindCoordinator")
        providedFinish = m.optionalString("providedFinish")
        baseClass = m.optionalString("baseClass")
        refines = m.optionalStrings("refines")
        superclass = m.optionalString("superclass")
        router = m.optionalSection("router", RouterShape.init(reading:))
        coordinatorFactory = m.optionalSection("coordinatorFactory", FactoryShape.init(reading:))
        screenFactory = m.optionalSection("screenFactory", FactoryShape.init(reading:))
        routes = m.optionalSection("routes", RouteShape.init(reading:))
        properties = m.optionalList("properties", PropertyRequirement.init(reading:))
        provided = m.optionalStrings("provided")
        flags = m.optionalSection("flags", FlagRoutesShape.init(reading:))
        heldChildren = m.optionalSection("heldChildren", HeldChildrenShape.init(reading:))
        items = m.optionalSection("items", ItemRoutesShape.init(reading:))
        pushedCoordinators = m.optionalSection("pushedCoordinators", PushedCoordinatorsShape.init(reading:))
        optionStart = m.optionalSection("optionStart", OptionStartShape.init(reading:))
        startMethod = m.optionalIdentifier("startMethod")
        implementedLikeSiblings = m.optionalStrings("implementedLikeSiblings")
        requirementImports = m.optionalStrings("requirementImports")
        nestedDependency = m.optionalSection("nestedDependency", NestedDependencyShape.init(reading:))
        baseInitCall = m.optionalString("baseInitCall")
        baseClassArgument = m.optionalString("baseClassArgument")
        passedToBaseInit = m.optionalStrings("passedToBaseInit")
        baseInitTakesNothing = m.optionalBool("baseInitTakesNothing")
        baseClassConforms = m.optionalBool("baseClassConforms")
        startScreen = m.optionalString("startScreen")
        baseClassStarts = m.optionalBool("baseClassStarts")
        xcoordinator = m.optionalSection("xcoordinator", XCoordinatorShape.init(reading:))
        rxflow = m.optionalSection("rxflow", RxFlowShape.init(reading:))
        stinsen = m.optionalSection("stinsen", StinsenShape.init(reading:))
        resultBase = m.optionalSection("resultBase", ResultBaseShape.init(reading:))
        associatedTypes = m.optionalList("associatedTypes", AssociatedTypeWitness.init(reading:))
        m.finish()
    }
}

extension AssociatedTypeWitness {
    init(reading m: ConfigMapping) {
        name = m.string("name")
        witness = m.string("witness")
        binding = m.choice("binding") ?? .inferred
        nestedEnum = m.optionalStrings("nestedEnum")
        m.finish()
    }
}

extension NestedDependencyShape {
    init(reading m: ConfigMapping) {
        type = m.string("type")
        members = m.list("members", Member.init(reading:))
        leftOut = m.optionalStrings("leftOut")
        m.finish()
    }
}

extension NestedDependencyShape.Member {
    init(reading m: ConfigMapping) {
        name = m.string("name")
        type = m.string("type")
        m.finish()
    }
}

extension PropertyRequirement {
    init(reading m: ConfigMapping) {
        name = m.string("name")
        type = m.string("type")
        optional = m.bool("optional")
        settable = m.bool("settable")
        initialValue = m.optionalString("initialValue")
        holderPerCoordinator = m.optionalBool("holderPerCoordinator")
        popsToScreen = m.optionalBool("popsToScreen")
        declaredByFlows = m.optionalBool("declaredByFlows")
        m.finish()
    }
}

extension ChildrenShape {
    init(reading m: ConfigMapping) {
        name = m.string("name")
        collection = m.choice("collection") ?? .array
        key = m.optionalString("key")
        element = m.string("element")
        add = m.optionalString("add")
        remove = m.optionalString("remove")
        addSetsFinish = m.optionalBool("addSetsFinish")
        addStarts = m.optionalBool("addStarts")
        removeTakesNonOptional = m.optionalBool("removeTakesNonOptional")
        addLabel = m.optionalString("addLabel")
        removeLabel = m.optionalString("removeLabel")
        m.finish()
    }
}

extension FinishMechanism {
    init(reading m: ConfigMapping) {
        kind = m.choice("kind") ?? Kind.none
        `protocol` = m.optionalString("protocol")
        classBound = m.optionalBool("classBound")
        property = m.optionalString("property")
        parentType = m.optionalString("parentType")
        weak = m.optionalBool("weak")
        closureType = m.optionalString("closureType")
        method = m.optionalString("method")
        labels = m.optionalStrings("labels")
        parameterType = m.optionalString("parameterType")
        declaredByFlows = m.optionalBool("declaredByFlows")
        parentPerFlow = m.optionalBool("parentPerFlow")
        flowMethod = m.optionalString("flowMethod")
        delegatePerFlow = m.optionalBool("delegatePerFlow")
        closureArguments = m.optionalStrings("closureArguments")
        otherMethods = m.optionalStrings("otherMethods")
        m.finish()
    }
}

extension FlowTypeShape {
    init(reading m: ConfigMapping) {
        property = m.string("property")
        `enum` = m.string("enum")
        cases = m.strings("cases")
        baseInitLabel = m.optionalString("baseInitLabel")
        baseInitNavigationLabel = m.optionalString("baseInitNavigationLabel")
        baseInitNavigationType = m.optionalString("baseInitNavigationType")
        settable = m.optionalBool("settable")
        m.finish()
    }
}

extension InitializerRequirement {
    init(reading m: ConfigMapping) {
        signature = m.string("signature")
        parameters = m.list("parameters", Parameter.init(reading:))
        m.finish()
    }
}

extension InitializerRequirement.Parameter {
    init(reading m: ConfigMapping) {
        label = m.string("label")
        name = m.string("name")
        type = m.string("type")
        m.finish()
    }
}
