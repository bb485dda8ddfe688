import Yams

// How each type of `.coordgen.yml` reads itself from a `ConfigMapping`: one line per stored property,
// assigned directly, so a property added to a type without a line here does not compile, and the keys a
// section accepts are the ones read here (the mapping records them; see `ConfigMapping`). The key of a
// property is its name, as the synthesized `Encodable` writes it (`ProjectConfigWriter`), which a test
// checks for every section.

extension ProjectConfig {
    init(reading m: ConfigMapping) {
        name = m.string("name")
        style =
            m.choice("style") { _ in "unknown style; coordgen knows: \(Style.allCases.map(\.rawValue).joined(separator: ", "))" }
            ?? .uikit
        organization = m.optionalString("organization")
        bundleId = m.optionalString("bundleId")
        paths = m.section("paths", Paths.init(reading:))
        header = m.optionalString("header")
        templates = m.optionalString("templates")
        xcodeproj = m.optionalString("xcodeproj")
        module = m.optionalString("module")
        project = m.optionalSection("project", ProjectFacts.init(reading:))
        shape = m.optionalSection("shape", ProtocolShape.init(reading:))
        naming = m.optionalSection("naming", NamingScheme.init(reading:))
        layout = m.optionalSection("layout", LayoutConventions.init(reading:))
        format = m.optionalSection("format", SourceFormat.init(reading:))
        testing = m.optionalChoice("testing")
        concurrency = m.optionalSection("concurrency", ConcurrencySettings.init(reading:))
        previews = m.optionalChoice("previews")
        example = m.optionalString("example")
        m.finish()
    }
}

extension ProjectConfig.Paths {
    init(reading m: ConfigMapping) {
        coordinators = m.string("coordinators")
        screens = m.string("screens")
        tests = m.string("tests")
        coordinatorType = m.optionalString("coordinatorType")
        m.finish()
    }
}

extension ProjectFacts {
    init(reading m: ConfigMapping) {
        kind = m.choice("kind") ?? Kind.none
        file = m.optionalString("file")
        appTarget = m.optionalString("appTarget")
        appFolder = m.optionalString("appFolder")
        appFolderKind = m.optionalChoice("appFolderKind")
        deploymentTarget = m.optionalString("deploymentTarget")
        swiftVersion = m.optionalString("swiftVersion")
        testTarget = m.optionalString("testTarget")
        testFolder = m.optionalString("testFolder")
        testFramework = m.optionalChoice("testFramework")
        m.finish()
    }
}

extension NamingScheme {
    init(reading m: ConfigMapping) {
        flowProtocol = m.optionalString("flowProtocol")
        flowClass = m.string("flowClass")
        root = m.string("root")
        screen = m.string("screen")
        openFlow = m.optionalString("openFlow")
        m.finish()
    }
}

extension LayoutConventions {
    init(reading m: ConfigMapping) {
        coordinators = m.optionalString("coordinators")
        screens = m.optionalString("screens")
        tests = m.optionalString("tests")
        protocolModule = m.optionalString("protocolModule")
        m.finish()
    }
}

extension SourceFormat {
    init(reading m: ConfigMapping) {
        indentation = m.choice("indentation") ?? .spaces
        width = m.int("width")
        m.finish()
    }
}

extension ConcurrencySettings {
    init(reading m: ConfigMapping) {
        defaultIsolation = m.optionalChoice("defaultIsolation")
        // As written: the memberwise initialiser would sort them.
        upcomingFeatures = m.optionalStrings("upcomingFeatures")
        m.finish()
    }
}

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
        pushedCoordinators = m.optionalSection("pushedCoordinators", PushedCoordinatorsShape.init(reading:))
        optionStart = m.optionalSection("optionStart", OptionStartShape.init(reading:))
        implementedLikeSiblings = m.optionalStrings("implementedLikeSiblings")
        requirementImports = m.optionalStrings("requirementImports")
        nestedDependency = m.optionalSection("nestedDependency", NestedDependencyShape.init(reading:))
        baseInitCall = m.optionalString("baseInitCall")
        xcoordinator = m.optionalSection("xcoordinator", XCoordinatorShape.init(reading:))
        rxflow = m.optionalSection("rxflow", RxFlowShape.init(reading:))
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
