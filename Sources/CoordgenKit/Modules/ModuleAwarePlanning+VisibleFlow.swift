import Foundation
import SwiftParser
import SwiftSyntax

extension ModuleAwarePlanning {
    /// Refuses a flow its parent could not see: the flow goes into another module than its parent's, and
    /// the new file declaring `flowClass` leaves it internal — a coordinator template of the user's own,
    /// written before templates said `{{ access }}`. The rendered file is only read, never rewritten.
    func verifyVisible(_ plan: Plan, flowClass: String, placement: FlowPlacement) throws {
        guard placement.crossesModules, let module = placement.module else { return }
        for change in plan.changes where change.action == .create && change.url.pathExtension == "swift" {
            let tree = Parser.parse(source: String(decoding: change.newContents, as: UTF8.self))
            for statement in tree.statements {
                guard let declaration = statement.item.as(ClassDeclSyntax.self), declaration.name.text == flowClass else { continue }
                if declaration.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) { return }
                let users = placement.parentModule.map { "its parent's module \($0.name)" } ?? "the app's other modules"
                throw GeneratorError.cannotGenerate(
                    "\(flowClass) goes into module \(module.name), where \(users) can use it only if it is public, and the coordinator template leaves it internal: write {{ access }} before its declarations, as the built-in template does (`coordgen templates export` writes it out)"
                )
            }
        }
    }
}
