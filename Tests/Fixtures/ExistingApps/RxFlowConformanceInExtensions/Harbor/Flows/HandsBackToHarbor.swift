import RxFlow

/// A flow of the harbour that ends by handing a step back to the app's flow. It is not RxFlow's `Flow`:
/// each flow conforms to that in an extension of its own.
protocol HandsBackToHarbor: AnyObject {}

extension HandsBackToHarbor {
    func backToHarbor(with step: AppStep) -> FlowContributors {
        .end(forwardToParentFlowWithStep: step)
    }
}
