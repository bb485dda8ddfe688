final class ModuleFactoryImp: ModuleFactory {
    func makeSurveyModule() -> SurveyViewController {
        SurveyViewController()
    }

    func makeSampleModule() -> SampleViewController {
        SampleViewController()
    }

    func makeLogbookModule() -> LogbookViewController {
        LogbookViewController()
    }

    func makePermitModule() -> PermitViewController {
        PermitViewController()
    }
}
