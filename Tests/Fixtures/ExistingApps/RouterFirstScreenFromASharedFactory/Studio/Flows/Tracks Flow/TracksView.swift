/// What the tracks screen tells its flow.
protocol TracksView: BaseView {
    var onFinish: (() -> Void)? { get set }
}
