import SwiftSyntax

/// Which of a class's stored properties are optional as declared (`var navigationController:
/// MainNavigationController?`): a parent passing one to an initialiser that takes the value itself
/// must unwrap it first.
enum OptionalPropertyLookup {
    /// The names among `names` that class `className` in `source` declares with an optional type
    /// (`T?`, `Optional<T>`); implicitly unwrapped ones (`T!`) pass as they are.
    static func optionalProperties(_ names: [String], inClass className: String, in source: String) throws -> [String] {
        try optionalProperties(names, inClass: className, in: ParsedSwiftSource(source))
    }

    /// The same, in a file parsed once for several questions.
    static func optionalProperties(_ names: [String], inClass className: String, in parsed: ParsedSwiftSource) throws -> [String] {
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        var optional: Set<String> = []
        for member in TypeMemberLookup.memberBlock(of: type)?.members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self).map({ SourceEditNames.unescaped($0.identifier) }),
                    let annotation = binding.typeAnnotation?.type
                else { continue }
                if annotation.is(OptionalTypeSyntax.self)
                    || annotation.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
                {
                    optional.insert(name)
                }
            }
        }
        return names.filter(optional.contains)
    }
}
