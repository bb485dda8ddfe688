/// UIKit coordinators that push and present on a `UINavigationController` they hold (or that a base
/// class holds for them), keep their children in a collection and hear of a child's end through a
/// finish delegate, a closure or a call to their parent: the pattern's best-known write-ups, with or
/// without a `CoordinatorType` enum. Every shape no other family reads is of this family.
///
/// A flow of it is made of family-neutral parts only: its coordinator, its screens, its test, the
/// parent's method that starts it and, where the app has them, its flow enum's case.
struct NavigationControllerFamily: FlowFamily {
    init() {}

    init?(_ shape: ProtocolShape) { self.init() }
}
