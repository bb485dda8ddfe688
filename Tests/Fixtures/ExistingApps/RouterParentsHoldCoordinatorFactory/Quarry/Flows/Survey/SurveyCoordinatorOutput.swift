protocol SurveyCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
