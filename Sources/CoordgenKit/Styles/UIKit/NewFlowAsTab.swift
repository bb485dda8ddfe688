/// A new flow shown as a new tab where the app's protocol declares no navigation controller and the
/// parent runs a tab bar controller (`var rootViewController: UITabBarController`), as an app whose
/// coordinators each own the controller they show (one per tab, no shared stack) has it: the flow gets a
/// navigation controller of its own (`let navigationController: UINavigationController`), which the
/// parent makes and adds as its last tab — instead of a flow that creates its first screen and shows it
/// nowhere. Only where coordinators share no base class (which would declare the stack for them) and
/// no initialiser that takes anything.
enum NewFlowAsTab {
    /// The property a new flow keeps its navigation controller in.
    static let navigation = PropertyRequirement(
        name: "navigationController", type: "UINavigationController", optional: false, settable: false)

    /// The tab bar controller `parent` runs where the new flow of `request` is shown as a tab of it.
    static func tabBar(
        for request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution?, sources: inout ProjectSources
    ) throws -> TabBarControllerProperty? {
        let shape = request.shape.protocol
        guard let parent, shape.navigation == nil, shape.baseClass == nil, shape.superclass == nil,
            shape.initializers.allSatisfy(\.parameters.isEmpty),
            !request.options.presentsModally, request.conventions.writtenNestedDependency == nil,
            !(shape.properties ?? []).contains(where: { $0.name == navigation.name }),
            let file = try CoordinatorMethodWriter(resolution: parent, in: request.project).classFile(in: &sources)
        else { return nil }
        do {
            return try TabBarControllerProperty.declared(inClass: parent.className, of: sources.parsed(file), lacking: navigation.name)
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: request.project.displayPath(of: file), reason: error.description)
        }
    }

    /// `request` with the flow holding a navigation controller of its own, handed in by its initialiser.
    static func adapting(_ request: CoordinatorRequest) -> CoordinatorRequest {
        var shape = request.shape
        shape.protocol.navigation = navigation
        // The coordinators' `init()` becomes the one that takes the stack.
        shape.protocol.initializers = []
        return request.with(shape: shape)
    }

    /// What `init` did not record and generation decided.
    static func note(protocolName: String, parentClass: String, tabBar: TabBarControllerProperty, flowClass: String) -> String {
        "\(protocolName) declares no navigation controller and \(parentClass) runs the tab bar controller `\(tabBar.name)`: \(flowClass) gets a navigation controller of its own, shown as a new tab"
    }
}
