/// Values the render context once gave templates and no longer does (session 41: declarations the
/// templates now spell from names, types and flags instead of Swift text built in code). A template
/// a user exported before still names them, and a missing value renders as nothing — the declaration
/// would vanish from the generated file without a word. Such a template is refused, naming the value
/// and what to do.
enum RetiredTemplateValues {
    /// Retired name → what a template writes instead.
    static let replacements: [String: String] = [
        "finishProperty": "finishPropertyName, finishPropertyType and finishPropertyWeak",
        "navigationProperty": "navigationName, navigationDeclaredType and navigationSettable",
        "childrenProperty": "childrenName, childrenElement and childrenKey",
        "clearChildren": "childrenName",
        "finishHandler": "finishHandlerMethod and finishHandlerLabel",
        "ownFinishHandler": "declaresOwnFinishHandler, finishHandlerMethod and finishHandlerLabel",
        "flowEndDeclaration": "endsThroughParent, flowFinishClosure, flowParentClass and flowParentFinish",
        "flowEnd": "endsThroughParent, flowFinishClosure, flowParentClass and flowParentFinish",
        "navigatorDeclaration": "navigator, navigatorType and navigatorIsArray",
    ]

    /// The first retired value `text` reads in a `{{ … }}` or `{% … %}` tag, in the order the text
    /// names them; nil when it reads none.
    static func firstUse(in text: String) -> String? {
        var rest = Substring(text)
        while let open = rest.range(of: "{") {
            rest = rest[open.upperBound...]
            guard let kind = rest.first, kind == "{" || kind == "%", let close = rest.range(of: kind == "{" ? "}}" : "%}") else { continue }
            let tag = rest[rest.index(after: rest.startIndex)..<close.lowerBound]
            let words = tag.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            if let retired = words.first(where: { replacements[String($0)] != nil }) { return String(retired) }
            rest = rest[close.upperBound...]
        }
        return nil
    }
}
