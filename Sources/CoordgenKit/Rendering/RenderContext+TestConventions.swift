extension RenderContext.Conventions {
    // What a generated test can do with the coordinator: create it, start it, see it finish.

    /// The initialiser call a test makes, when the navigation controller is the only argument
    /// (`ReservationCoordinator(navigationController)`); nil when the test cannot make the others.
    func testInitCall(navigationArgument: String) -> String? {
        testsCanCreateCoordinator ? call(arguments: [navigationArgument]) : nil
    }

    /// Whether a test can create the coordinator: the navigation controller is its initialiser's only argument.
    var testsCanCreateCoordinator: Bool { navigationParameter != nil && initParameters.count == 1 }

    /// Whether a test can start the coordinator and see its first screen.
    var testsStart: Bool { testsCanCreateCoordinator && navigation != nil }

    /// Whether a test can finish the coordinator and see a finish delegate told.
    var testsFinishDelegate: Bool {
        testsCanCreateCoordinator && finishDelegateProtocol != nil && finishHandler != nil
            && hasFinishMethod && !handlerParameterType.hasSuffix("?") && finish.property != nil
    }

    /// Whether a test can finish the coordinator and see its finish closure called.
    var testsFinishClosure: Bool {
        testsCanCreateCoordinator && finish.kind == .closure && finish.property != nil && hasFinishMethod
            && finish.closureTakesNoArguments
    }

    /// Whether a test file would test anything at all.
    var hasTests: Bool { testsStart || testsFinishDelegate || testsFinishClosure || tracksPoppedFlows }
}
