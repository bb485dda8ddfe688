/// SwiftUI coordinators that subclass a base class of the app holding their navigation state as a
/// `NavigationPath` (`class Coordinator: ObservableObject` with `@Published var path: NavigationPath`
/// and a `push(to:)` taking any `Hashable`), whose destinations coordgen does not read: each flow's
/// views map the enums they push, and no route enum, view builder or navigation controller is recorded.
/// The uikit templates would write a flow that never shows its first screen; `new coordinator` refuses
/// in one line instead, naming the key that would record the routes (and, where the app records an
/// example, the `--like` that copies a sibling).
enum SwiftUIBaseClassPathUnread {
    /// The refusal, where the coordinators' base class is such a class; nil otherwise.
    static func problem(for request: CoordinatorRequest) -> String? {
        guard let (baseName, path) = unreadPath(of: request.shape.protocol, in: request.project.model.index) else { return nil }
        return
            "\(baseName) is a SwiftUI base class whose \(path) (a NavigationPath) its subclasses push onto, and coordgen read no route enum or view builder of theirs, so a new flow could not show its first screen; record the routes in shape.routes in \(Project.configFileName)"
    }

    /// Why a screen cannot be added to `coordinatorClass`, a subclass of such a base (`final class
    /// MapCoordinator: BaseCoordinator<MapRoute, MapSheet, MapCover>` with its own `build(route:)`): said
    /// of the routes, not of a navigation controller the SwiftUI class was never going to hold.
    static func screenProblem(coordinatorClass: String, shape: ProtocolShape, index: DeclarationIndex) -> String? {
        guard let (baseName, path) = unreadPath(of: shape, in: index) else { return nil }
        return
            "\(coordinatorClass) pushes its routes onto \(baseName)'s \(path) (a NavigationPath of a SwiftUI base class) with a route enum and view builder coordgen did not read, so it cannot write a new screen's case and view: add them yourself, or record them in shape.routes (enum, viewBuilder, navigator, push) with style: swiftui in \(Project.configFileName)"
    }

    /// The base class and its `NavigationPath` property, where the coordinators' base is such a class
    /// and they are SwiftUI classes; nil otherwise.
    /// The index is asked for only past the shape's own test: making it parses the whole app.
    private static func unreadPath(of shape: ProtocolShape, in appIndex: @autoclosure () -> DeclarationIndex) -> (base: String, path: String)? {
        guard shape.navigation == nil, shape.routes == nil, shape.router == nil, let baseName = shape.baseClass else { return nil }
        let index = appIndex()
        guard let base = index.types.first(where: { $0.kind == .class && $0.name == baseName }),
            base.file.imports.contains("SwiftUI"), !base.file.imports.contains("UIKit")
        else { return nil }
        let path = index.members(of: base).lazy.compactMap { ProtocolFreeShapeDetector.property($0.decl) }.first {
            $0.settable && $0.type == "NavigationPath"
        }
        guard let path else { return nil }
        let coordinators = CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type).filter {
            $0.kind == .class && $0.name != baseName
        }
        guard !coordinators.isEmpty, coordinators.allSatisfy({ !$0.file.imports.contains("UIKit") }) else { return nil }
        return (baseName, path.name)
    }
}
