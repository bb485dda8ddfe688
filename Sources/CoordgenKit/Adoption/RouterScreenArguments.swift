/// What a call that shows a screen through an app's router passes besides the screen, where the router
/// has no overload taking the screen alone (`setRootModule(_:animated:)` only, `present(_:animated:)`):
/// read from its overloads by ``RouterCallForms``, recorded as `shape.router.setRootArguments`,
/// `pushArguments` and `presentArguments`, and written after the screen in every generated call.
enum RouterScreenArguments {
    /// Records the arguments of the calls whose one-argument form the router lacks.
    static func record(in router: inout RouterShape, from calls: RouterCallForms) {
        router.setRootArguments = needed(calls.showArguments(of: router.setRoot))
        router.pushArguments = needed(calls.showArguments(of: router.push))
        router.presentArguments = needed(calls.showArguments(of: router.present))
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
