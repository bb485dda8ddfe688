import Foundation
import SwiftSyntax

/// Boolean flags a coordinator raises and its view binds to show screens.
extension ProtocolFreeShapeDetector {

    func flags(of type: TypeDeclaration) -> FlagRoutesShape? {
        let members = allMembers(of: type)
        let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
        let flags = members.compactMap(Self.property).filter { $0.type == "Bool" && $0.settable && !$0.optional }
        // Each flag set by a method taking nothing (`showEditor()` sets `isShowingEditor = true`).
        let shown = flags.compactMap { flag -> (flag: String, method: String)? in
            functions.first { function in
                function.signature.parameterClause.parameters.isEmpty
                    && (function.body?.description.contains("\(flag.name) = true") ?? false)
            }.map { (flag.name, $0.name.text) }
        }
        guard let first = shown.first, let screen = Self.commonSuffix(first.flag, first.method), !screen.isEmpty else { return nil }
        let prefix = String(first.flag.dropLast(screen.count))
        let show = String(first.method.dropLast(screen.count))
        // The view that binds them: the one whose body presents on a flag.
        guard
            let pushed = shown.first(where: { binds("navigationDestination", label: "isPresented", $0.flag) }),
            let view = bindingView(of: pushed.flag, modifier: "navigationDestination")
        else { return nil }
        let presentModifier = ["sheet", "fullScreenCover"].first { modifier in
            shown.contains { binds(modifier, label: "isPresented", $0.flag) }
        }
        let viewPattern = view.name.hasPrefix(type.name) ? "{Coordinator}" + view.name.dropFirst(type.name.count) : view.name
        return FlagRoutesShape(prefix: prefix, show: show, view: viewPattern, presentModifier: presentModifier)
    }

    /// The view struct whose code binds `flag` with `modifier(isPresented:)`.
    func bindingView(of flag: String, modifier: String) -> TypeDeclaration? {
        index.types.first { type in
            type.kind == .struct && type.inherited.contains("View")
                && Self.bindings(in: type.memberBlock?.description ?? "", modifier: modifier, label: "isPresented").contains {
                    Self.lastComponent($0) == flag
                }
        }
    }
}
