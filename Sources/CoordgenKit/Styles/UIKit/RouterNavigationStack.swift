import SwiftSyntax

/// The navigation controller a router exposes (`var navigationController: UINavigationController { get }`)
/// where its own push and present take a module protocol of the app that view controllers adopt one by
/// one (`func push(_ module: Presentable, …)` with `class HomeViewController: UIViewController,
/// Presentable`): a new screen, which adopts none, is pushed on that controller instead
/// (`router.navigationController.pushViewController(viewController, animated: true)`).
struct RouterNavigationStack {
    /// The property as a call reaches it (`navigationController`, `navigationController?`).
    let access: String

    /// The stack `type` (a router the app declares) exposes, itself or through a protocol it refines
    /// (`protocol RouterProtocol: Presentable` where `Presentable` declares the navigation controller);
    /// nil where it exposes none.
    init?(of type: TypeDeclaration, index: DeclarationIndex) {
        let members = Self.declarations(refinedBy: type, index: index).flatMap(index.members(of:))
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class", "private", "fileprivate"].contains($0.name.text) })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation
                else { continue }
                let typeText = TypeText(syntax: annotation.type)
                guard Self.isNavigationController(typeText.baseName, index: index) else { continue }
                access = typeText.isOptional ? "\(name)?" : name
                return
            }
        }
        return nil
    }

    var pushCall: String { "\(access).pushViewController(viewController, animated: true)" }
    var popCall: String { "\(access).popViewController(animated: true)" }
    var presentCall: String { "\(access).present(viewController, animated: true)" }
    var dismissCall: String { "\(access).dismiss(animated: true)" }

    /// `type`, then the protocols of the app it inherits from, nearest first, each once.
    private static func declarations(refinedBy type: TypeDeclaration, index: DeclarationIndex) -> [TypeDeclaration] {
        var found = [type]
        var next = 0
        while next < found.count {
            for name in found[next].inherited {
                guard let refined = index.type(named: name.removingAnyPrefix, kinds: [.protocol]),
                    !found.contains(where: { $0.name == refined.name })
                else { continue }
                found.append(refined)
            }
            next += 1
        }
        return found
    }

    /// `UINavigationController` or a class of the app inheriting from it.
    private static func isNavigationController(_ name: String, index: DeclarationIndex) -> Bool {
        name == "UINavigationController" || index.classInherits(name, from: "UINavigationController") == true
    }
}
