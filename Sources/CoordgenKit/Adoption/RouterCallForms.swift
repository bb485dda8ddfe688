import SwiftSyntax

/// How generated code calls an app's router, read from the overloads its protocol and the protocol's
/// extensions declare: the arguments of a pop and a dismiss (`popModule()`, `dismiss(animated: true)`,
/// `dismissModule(animated: true, completion: nil)`) and whether a push can take a completion.
struct RouterCallForms {
    /// The parameter lists of every overload, by method name: each parameter's label and whether it
    /// has a default value.
    private let overloads: [String: [[(label: String, defaulted: Bool)]]]
    /// The same lists with each parameter's type, for ``filledArguments(of:takingScreen:)``.
    let typedOverloads: [String: [[ParameterForm]]]

    init(of router: TypeDeclaration, index: DeclarationIndex) {
        let members = index.members(of: router)
        var overloads: [String: [[(label: String, defaulted: Bool)]]] = [:]
        var typedOverloads: [String: [[ParameterForm]]] = [:]
        for function in members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
            let parameters = function.signature.parameterClause.parameters
            overloads[function.name.text, default: []].append(parameters.map { ($0.firstName.text, $0.defaultValue != nil) })
            typedOverloads[function.name.text, default: []].append(parameters.map { ParameterForm($0) })
        }
        self.overloads = overloads
        self.typedOverloads = typedOverloads
    }

    /// Whether some overload of `method` can be called with exactly these labels, the others defaulted.
    func accepts(_ method: String, labels: [String]) -> Bool {
        (overloads[method] ?? []).contains { parameters in
            var remaining = labels[...]
            for parameter in parameters {
                if parameter.label == remaining.first {
                    remaining = remaining.dropFirst()
                } else if !parameter.defaulted {
                    return false
                }
            }
            return remaining.isEmpty
        }
    }

    /// The arguments of a pop or dismiss call as ``RouterShape`` records them: nil for `animated: true`
    /// (coordgen's own router), `""` for none, or with a `nil` completion when that is the only form.
    func arguments(of method: String) -> String? {
        if accepts(method, labels: ["animated"]) { return nil }
        if accepts(method, labels: []) { return "" }
        if accepts(method, labels: ["animated", "completion"]) { return "animated: true, completion: nil" }
        return nil
    }

    /// The names of the methods the router declares.
    var methodNames: [String] { Array(overloads.keys) }

    /// What follows the screen in a call that shows it (`push(viewController, animated: true)`): the
    /// fewest arguments an overload takes besides it; nil when no overload takes the screen first, under
    /// `screenLabel` (`_`, or the label the app's router spells: `push(controller: viewController)`).
    func showArguments(of method: String, screenLabel: String = "_") -> String? {
        if accepts(method, labels: [screenLabel]) { return "" }
        if accepts(method, labels: [screenLabel, "animated"]) { return ", animated: true" }
        if accepts(method, labels: [screenLabel, "animated", "completion"]) { return ", animated: true, completion: nil" }
        return nil
    }

    /// The arguments of a call that takes the screen away (`popModule(animated: true)`); nil when no
    /// overload takes them.
    func hideArguments(of method: String) -> String? {
        if accepts(method, labels: ["animated"]) { return "animated: true" }
        if accepts(method, labels: []) { return "" }
        if accepts(method, labels: ["animated", "completion"]) { return "animated: true, completion: nil" }
        return nil
    }

    /// Whether `push(_:animated:completion:)` can be called, as ``RouterShape/pushCompletion`` records it:
    /// nil for yes, `false` for no.
    func pushCompletion(_ method: String) -> Bool? {
        accepts(method, labels: ["_", "animated", "completion"]) ? nil : false
    }
}
