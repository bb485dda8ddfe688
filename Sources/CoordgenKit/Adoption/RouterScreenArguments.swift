/// What a call that shows a screen through an app's router passes besides the screen, where the router
/// has no overload taking the screen alone (`setRootModule(_:animated:)` only, `present(_:animated:)`):
/// read from its overloads by ``RouterCallForms``, recorded as `shape.router.setRootArguments`,
/// `pushArguments` and `presentArguments`, and written after the screen in every generated call.
enum RouterScreenArguments {
    /// Records the arguments of the calls whose one-argument form the router lacks: `animated: true`
    /// and a `nil` completion, else each other parameter filled (``RouterCallForms/filledArguments(of:takingScreen:screenLabel:defaults:)``),
    /// with the value the router's implementation defaults it to where its protocol gives none, else the
    /// value the app's own calls pass (`appCalls`, ``RouterCallValues``: `hideBar: false`).
    static func record(
        in router: inout RouterShape, from calls: RouterCallForms, implementation: RouterCallForms? = nil,
        appCalls: (String) -> [String: String] = { _ in [:] }
    ) {
        func arguments(_ method: String) -> String? {
            if let shown = calls.showArguments(of: method) { return shown }
            let defaults = (implementation?.defaultValues(of: method) ?? [:]).merging(appCalls(method)) { implementation, _ in implementation }
            return calls.filledArguments(of: method, takingScreen: true, defaults: defaults)
        }
        router.setRootArguments = needed(arguments(router.setRoot))
        router.pushArguments = needed(arguments(router.push))
        router.presentArguments = needed(arguments(router.present))
    }

    /// nil where the screen alone is enough, or where no form is known (the call is then written as before).
    private static func needed(_ arguments: String?) -> String? {
        arguments.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The template values: `routerSetRootArguments`, `routerPushArguments`, `routerPresentArguments`.
    static func values(of router: RouterShape) -> [String: any Sendable] {
        [
            "routerSetRootArguments": router.setRootArguments ?? "",
            "routerPushArguments": router.pushArguments ?? "",
            "routerPresentArguments": router.presentArguments ?? "",
        ]
    }
}
