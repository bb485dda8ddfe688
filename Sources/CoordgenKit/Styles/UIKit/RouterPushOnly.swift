/// A router class or protocol of the app that pushes a screen (`push(_ viewController: UIViewController,
/// animated: Bool = true)`) but whose every way of taking one off names a screen
/// (`pop(_ viewController: UIViewController, animated: Bool = true)`, which pops back *to* it, or
/// `dismiss(_:)`), so coordgen has nothing to pass it for the screen it just pushed: a concrete
/// `final class Router` a base coordinator holds (`let router: Router`, `init(router:)`). A new flow's
/// first screen and a new screen are pushed through the router as the app pushes its screens; each leaves
/// through its own navigation controller (`viewController?.navigationController?.popViewController(animated: true)`),
/// which is the router's stack once pushed.
struct RouterPushOnly {
    /// The push as generated code calls it (`push(viewController)`).
    let pushCall: String

    /// The push of `type` (a router the app declares, whose `methods` and `forms` are read), where it takes
    /// a view controller first and its other parameters can be filled; nil otherwise.
    init?(methods: [String], forms: RouterCallForms, type: TypeDeclaration, index: DeclarationIndex) {
        let pushes = methods.filter { $0 == "push" || ($0.hasPrefix("push") && !$0.contains("Root")) }.sorted()
        guard let push = pushes.first(where: { $0 == "push" }) ?? pushes.first,
            let call = HeldRouter.showCall(of: push, forms, type: type, index: index)
        else { return nil }
        pushCall = call
    }
}
