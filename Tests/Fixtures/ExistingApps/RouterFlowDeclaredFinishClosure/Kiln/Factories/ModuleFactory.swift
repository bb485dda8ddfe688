protocol ModuleFactory {
    func makeSurveyModule() -> SurveyViewController
    func makeSampleModule() -> SampleViewController
    func makeLogbookModule() -> LogbookViewController
    func makePermitModule() -> PermitViewController
}
