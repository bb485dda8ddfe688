/// A sample flow ends with the label the user gave, or none when cancelled.
protocol SampleCoordinatorOutput: AnyObject {
    var finishFlow: ((String?) -> Void)? { get set }
}
