import Foundation

/// A new coordinator of an app whose coordinators each declare their own `struct Dependency`
/// (``NestedDependencyShape``): the parent fills the new one's struct member by member from values of
/// its own of the same name and type; a parent that holds the window or runs a tab bar instead of a
/// navigation stack makes the child a navigation controller of its own, as the app's roots do.
extension UIKitStyle {
    /// What `new coordinator` tells about the struct it declares.
    static func nestedDependencyNotes(_ conventions: RenderContext.Conventions) -> [String] {
        guard let nested = conventions.writtenNestedDependency else { return [] }
        let members = nested.members.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        var note =
            "\(conventions.flowClass) declares its own struct \(nested.type) with \(members), the members every sibling's \(nested.type) holds alike (shape.nestedDependency in \(Project.configFileName))"
        if let leftOut = nested.leftOut, !leftOut.isEmpty {
            note += "; left out, as only some flows' \(nested.type) declare them: \(leftOut.joined(separator: ", "))"
        }
        return [note]
    }

    /// The subject with the parent's expression for each member of the child's struct; where the parent
    /// has no navigation controller of that type but the window or a tab bar controller, the child's is a
    /// new one shown there. One line names what the parent lacks otherwise.
    func subjectFillingNestedDependency(
        _ nested: NestedDependencyShape, _ request: CoordinatorRequest, by parent: CoordinatorNameResolver.Resolution,
        writer: CoordinatorMethodWriter, sources: inout ProjectSources, plan: inout Plan
    ) throws -> RenderContext.Subject {
        var subject = request.subject
        let conventions = request.conventions
        guard let navigation = request.shape.protocol.navigation, let holder = navigation.holder,
            let file = try writer.classFile(in: &sources)
        else { return subject }
        let values: HeldValues
        do {
            values = try HeldValues.read(holder: holder, inClass: parent.className, of: try sources.text(of: file))
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: request.project.displayPath(of: file), reason: error.description)
        }
        let leaf = conventions.newNavigationName
        var arguments: [String: String] = [:]
        var origins: [String] = []
        for member in nested.members {
            if let value = values.value(named: member.name, type: member.type) {
                arguments[member.name] = value.expression
                origins.append("\(member.name) from \(value.expression)")
            } else if member.name == leaf, let shown = newStack(for: request, parent: parent, values: values, subject: &subject) {
                arguments[member.name] = leaf
                origins.append("\(member.name) a new \(member.type)")
                plan.notes.append(shown)
            } else if member.name == leaf {
                throw GeneratorError.cannotGenerate(
                    "\(parent.className) has no `\(member.name): \(member.type)` (in its \(holder) or of its own) to fill \(conventions.flowClass).\(nested.type)'s \(member.name), nor a window or tab bar controller to show a new one in: start the flow from a coordinator that has one (--parent <Flow>)"
                )
            } else {
                throw GeneratorError.cannotGenerate(
                    "\(parent.className) has no `\(member.name): \(member.type)` (in its \(holder) or of its own) to fill \(conventions.flowClass).\(nested.type)'s \(member.name): start the flow from a coordinator that has one (--parent <Flow>), or drop \(member.name) from shape.nestedDependency.members in \(Project.configFileName)"
                )
            }
        }
        subject.dependencyArguments = arguments
        plan.notes.append(
            "\(request.openMethod) fills \(conventions.flowClass).\(nested.type) from \(parent.className)'s values of the same name and type: \(origins.joined(separator: ", "))"
        )
        return subject
    }

    /// Where the parent holds the window or runs a tab bar: the child gets a new navigation controller,
    /// made the window's root or shown as the last tab, and the note saying so.
    private func newStack(
        for request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution, values: HeldValues,
        subject: inout RenderContext.Subject
    ) -> String? {
        let type = request.shape.protocol.navigation?.type ?? "UINavigationController"
        let flowClass = request.conventions.flowClass
        if let window = values.value(whereType: { $0 == "UIWindow" }) {
            subject.parentWindow = WindowProperty(name: window.expression, optional: window.type.isOptional)
            return
                "\(parent.className) holds the window (\(window.expression)), not a navigation stack: \(request.openMethod) starts \(flowClass) on a new \(type), made the root of \(window.expression), as the app's flows started from a window are"
        }
        if let tabBar = values.value(whereType: { $0.hasSuffix("TabBarController") }) {
            subject.parentTabBar = TabBarControllerProperty(name: tabBar.expression, optional: tabBar.type.isOptional)
            return
                "\(parent.className) runs a tab bar (\(tabBar.expression)), not a navigation stack: \(request.openMethod) starts \(flowClass) on a new \(type), shown as the last tab"
        }
        return nil
    }
}
