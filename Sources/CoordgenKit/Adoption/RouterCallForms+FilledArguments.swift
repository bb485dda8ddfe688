import SwiftSyntax

/// One parameter of a router method, as ``RouterCallForms/filledArguments(of:takingScreen:)`` reads it.
struct ParameterForm {
    let label: String
    let name: String
    let type: TypeText
    let defaulted: Bool
    /// The default value as written (`false` of `hideBar: Bool = false`), if any.
    let defaultValue: String?

    init(_ parameter: FunctionParameterSyntax) {
        label = parameter.firstName.text
        name = (parameter.secondName ?? parameter.firstName).text
        type = TypeText(syntax: parameter.type)
        defaulted = parameter.defaultValue != nil
        defaultValue = parameter.defaultValue?.value.trimmedDescription
    }

    /// The value generated code passes where the parameter has no default: `true` for a Bool that says
    /// whether to animate (`isAnimated: Bool`), `nil` for an optional (`onNavigateBack: Closure?`); nil
    /// when coordgen cannot know what to pass.
    var filler: String? {
        if type.isOptional { return "nil" }
        if type.baseName == "Bool", (label + name).lowercased().contains("animated") { return "true" }
        return nil
    }
}

extension RouterCallForms {
    /// The arguments of a router call whose overloads take more than the forms coordgen's own router
    /// takes (`push(_ drawable: Drawable, isAnimated: Bool, onNavigateBack: Closure?, coordinator: String?)`,
    /// `pop(_ isAnimated: Bool)`): each parameter without a default gets ``ParameterForm/filler``, the
    /// screen first where `takingScreen`. The overload needing the fewest values wins; nil when none can
    /// be filled. What follows the screen starts with `", "`, like ``showArguments(of:)``.
    /// `defaults` are values the router's implementation gives parameters its protocol leaves without
    /// one (`func setRootModule(_ module: Presentable, hideBar: Bool = false)` in the class behind
    /// `setRootModule(_:hideBar:)`), by label: what the app passes where it says nothing.
    func filledArguments(of method: String, takingScreen: Bool, screenLabel: String = "_", defaults: [String: String] = [:]) -> String? {
        let candidates = (typedOverloads[method] ?? []).compactMap { parameters -> [String]? in
            var rest = parameters[...]
            if takingScreen {
                guard let first = rest.first, first.label == screenLabel else { return nil }
                rest = rest.dropFirst()
            }
            var arguments: [String] = []
            for parameter in rest where !parameter.defaulted {
                guard let value = parameter.filler ?? defaults[parameter.label] else { return nil }
                arguments.append(parameter.label == "_" ? value : "\(parameter.label): \(value)")
            }
            return arguments
        }
        guard let fewest = candidates.min(by: { $0.count < $1.count }) else { return nil }
        let joined = fewest.joined(separator: ", ")
        return takingScreen ? (joined.isEmpty ? "" : ", " + joined) : joined
    }

    /// The default values the overloads of `method` give their parameters, by label (the first overload's
    /// where several default the same label).
    func defaultValues(of method: String) -> [String: String] {
        var values: [String: String] = [:]
        for parameter in (typedOverloads[method] ?? []).flatMap({ $0 }) {
            if let value = parameter.defaultValue, values[parameter.label] == nil { values[parameter.label] = value }
        }
        return values
    }
}
