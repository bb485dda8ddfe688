extension HeldRouter {
    /// The calls of a router that has no push, pop, present nor dismiss but starts a screen and ends
    /// what it started (`protocol Router { func start(_ viewController: UIViewController, animated: Bool,
    /// onEnded: (() -> Void)?); func end(animated: Bool) }`, pushing on a stack or setting a window's
    /// root): a screen is shown with `start(viewController, animated: true, onEnded: nil)` and taken away
    /// with `end(animated: true)`. Nil where the router has no such pair.
    static func startAndEnd(
        _ methods: [String], _ forms: RouterCallForms, type: TypeDeclaration, index: DeclarationIndex
    ) -> (show: String, hide: String)? {
        guard methods.contains("start"), methods.contains("end"), let show = showCall(of: "start", forms, type: type, index: index),
            let hide = hideArguments(of: "end", forms)
        else { return nil }
        return (show, "end(\(hide))")
    }
}
