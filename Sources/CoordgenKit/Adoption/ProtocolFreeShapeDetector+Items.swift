import SwiftSyntax

extension ProtocolFreeShapeDetector {
    /// The modifiers taking an optional item that coordinator views bind their coordinator's items with:
    /// the app's own `navigation(item:)` (a `View` extension over a `NavigationLink`), SwiftUI's
    /// `navigationDestination(item:)`, `sheet(item:)`, `fullScreenCover(item:)` and `popover(item:)`.
    static let itemModifiers = ["navigation", "navigationDestination", "sheet", "fullScreenCover", "popover"]
    /// Those of them that push rather than present.
    static let pushingItemModifiers: Set<String> = ["navigation", "navigationDestination"]

    /// How `type` shows screens and children by setting optional items its view binds
    /// (`@Published var detailViewModel: DetailViewModel?` and `.navigation(item: $coordinator.detailViewModel)`),
    /// and the finding saying so; nil when no optional property of `type` is bound so.
    func items(of type: TypeDeclaration) -> (shape: ItemRoutesShape, finding: String, count: Int)? {
        let members = allMembers(of: type)
        let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
        let optionals = members.compactMap(Self.property).filter { $0.settable && $0.optional }
        guard let (view, wrapper) = itemView(of: type.name) else { return nil }
        let text = view.memberBlock?.description ?? ""
        let modifiers = Self.itemModifiers + ownItemModifiers().filter { !Self.itemModifiers.contains($0) }
        let bound = optionals.compactMap { property -> (Property, String)? in
            modifiers.first { modifier in
                Self.bindings(in: text, modifier: modifier, label: "item").contains { Self.lastComponent($0) == property.name }
            }.map { (property, $0) }
        }
        guard !bound.isEmpty else { return nil }
        // The modifier most items are bound with; the first of them on a tie.
        let counts = Dictionary(grouping: bound.map(\.1), by: { $0 }).mapValues(\.count)
        let modifier = bound.map(\.1).max { counts[$0, default: 0] < counts[$1, default: 0] } ?? bound[0].1
        let setters = bound.compactMap { item in
            functions.first { ($0.body?.description ?? "").contains("\(item.0.name) = ") && !Self.onlyClears($0, item.0.name) }
        }
        let show = setters.first.map { Self.verb(of: $0.name.text) } ?? "show"
        let viewPattern = view.name.hasPrefix(type.name) ? "{Coordinator}" + view.name.dropFirst(type.name.count) : view.name
        let shape = ItemRoutesShape(
            modifier: modifier, show: show, view: viewPattern, viewWrapper: wrapper, parentLabel: childParentLabel())
        return (shape, itemFinding(type, view: view.name, bound: bound, setters: setters, shape: shape), bound.count)
    }

    private func itemFinding(
        _ type: TypeDeclaration, view: String, bound: [(Property, String)], setters: [FunctionDeclSyntax], shape: ItemRoutesShape
    ) -> String {
        let coordinators = bound.filter { Self.suffixes.contains(where: $0.0.type.hasSuffix) }
        let kinds =
            coordinators.isEmpty
            ? "screens' view models" : coordinators.count == bound.count ? "child coordinators" : "screens' view models and child coordinators"
        let listed = bound.map { "\($0.0.name): \($0.0.type)?" }.joined(separator: ", ")
        let setBy = setters.first.map { " set by \($0.name.text)() (new ones: \(shape.show)X())" } ?? " (new ones set by \(shape.show)X())"
        let finish =
            shape.parentLabel.map {
                "; a child coordinator receives its parent as `\($0 == "_" ? "_ parent" : $0):` and a new one ends by setting its parent's item back to nil"
            } ?? "; no child coordinator holds its parent: a new one receives it as `parent:`"
        return "no path of routes nor flags: \(type.name) shows \(kinds) through optional items (\(listed))\(setBy), bound in \(view) by .\(shape.modifier)(item:)\(finish)"
    }

    /// The app's own modifiers taking an optional item, declared in its extensions of `View` with a first
    /// parameter `item: Binding<…?>` (`func push<Item, Destination: View>(item: Binding<Item?>, destination:
    /// …) -> some View` over a `NavigationLink`, or `present(item:destination:)` over a full-screen cover), in
    /// file order.
    func ownItemModifiers() -> [String] {
        index.extensions(of: "View").flatMap { view in
            (view.members ?? []).compactMap { member -> String? in
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                    let first = function.signature.parameterClause.parameters.first, first.firstName.text == "item",
                    let binding = first.type.as(IdentifierTypeSyntax.self), binding.name.text == "Binding",
                    binding.genericArgumentClause?.arguments.first?.argument.trimmedDescription.hasSuffix("?") == true
                else { return nil }
                return function.name.text
            }
        }
    }

    /// The view struct holding a coordinator of type `name` in a property, and its wrapper
    /// (`@ObservedObject`).
    private func itemView(of name: String) -> (TypeDeclaration, String)? {
        for view in index.types where view.kind == .struct && view.inherited.contains("View") {
            for member in view.members ?? [] {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.bindings.first?.typeAnnotation.map({ TypeText(syntax: $0.type).baseName }) == name
                else { continue }
                let wrapper = variable.attributes.first?.as(AttributeSyntax.self).map { "@" + $0.attributeName.trimmedDescription }
                return (view, wrapper ?? "")
            }
        }
        return nil
    }

    /// The label a coordinator class's initialiser gives the parameter typed by another coordinator class
    /// (`parent` of `init(parent: HomeCoordinator)`, `_` of `init(_ parent: HomeCoordinator)`); nil where none.
    private func childParentLabel() -> String? {
        let coordinators = Set(index.types.filter { Self.conformance(of: $0, in: index) != nil }.map(\.name))
        for type in index.types where coordinators.contains(type.name) {
            for initializer in allMembers(of: type).compactMap({ $0.as(InitializerDeclSyntax.self) }) {
                for parameter in initializer.signature.parameterClause.parameters
                where coordinators.contains(TypeText(syntax: parameter.type).baseName) && TypeText(syntax: parameter.type).baseName != type.name {
                    return parameter.firstName.text
                }
            }
        }
        return nil
    }

    /// Whether `function` only sets `item` back to nil (`closeRatings()`).
    private static func onlyClears(_ function: FunctionDeclSyntax, _ item: String) -> Bool {
        let body = function.body?.description ?? ""
        return body.contains("\(item) = nil") && !body.replacingOccurrences(of: "\(item) = nil", with: "").contains("\(item) = ")
    }

    /// The leading lower-case word of a method's name (`open` of `openRatings`, `push` of `pushThird`),
    /// with the `To` that follows it (`goTo` of `goToSettings`, `navigateTo` of `navigateToDetail`).
    static func verb(of name: String) -> String {
        let word = String(name.prefix { $0.isLowercase })
        guard !word.isEmpty else { return "show" }
        let rest = name.dropFirst(word.count)
        guard rest.hasPrefix("To"), rest.dropFirst(2).first?.isUppercase == true else { return word }
        return word + "To"
    }
}
