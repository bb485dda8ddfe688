extension AppShape {
    /// The shape of the code `coordgen new project --style <style>` writes: the default profile, used
    /// when `.coordgen.yml` has no `shape:`.
    ///
    /// - Parameters:
    ///   - projectName: The app's name; its module is the name sanitised as Xcode does.
    ///   - deploymentTarget: The iOS version the project targets.
    ///   - swiftVersion: The language mode, `5` or `6`.
    public static func builtIn(
        for style: Style, projectName: String, deploymentTarget: String = DeploymentTarget.defaultValue,
        swiftVersion: String = SwiftLanguageMode.swift5.rawValue
    ) -> AppShape {
        let project = ProjectFacts(
            kind: .xcodeproj, file: "\(projectName).xcodeproj", appTarget: projectName, appFolder: projectName,
            appFolderKind: .synchronized, deploymentTarget: deploymentTarget, swiftVersion: swiftVersion,
            testTarget: "\(projectName)Tests", testFolder: "\(projectName)Tests", testFramework: .xctest)
        return AppShape(
            module: ModuleName.sanitised(projectName), project: project, protocol: builtInProtocol(for: style),
            naming: NamingScheme(
                flowProtocol: style == .uikit ? "{Name}CoordinatorProtocol" : nil, flowClass: "{Name}Coordinator",
                root: "AppCoordinator", screen: style == .swiftui ? "{Name}View" : "{Name}ViewController"),
            layout: LayoutConventions(), format: .xcodeDefault)
    }

    private static func builtInProtocol(for style: Style) -> ProtocolShape {
        switch style {
        case .uikit:
            return ProtocolShape(
                name: "Coordinator", classBound: true, mainActor: true,
                navigation: PropertyRequirement(name: "navigationController", type: "UINavigationController"),
                children: ChildrenShape(name: "childCoordinators", collection: .array, element: "any Coordinator"),
                finish: FinishMechanism(
                    kind: .delegate, protocol: "CoordinatorFinishDelegate", classBound: true, property: "finishDelegate",
                    method: "coordinatorDidFinish", labels: ["childCoordinator"], parameterType: "any Coordinator"),
                flowType: FlowTypeShape(property: "type", enum: "CoordinatorType", cases: ["app"]),
                initializers: [
                    InitializerRequirement(
                        signature: "init(_ navigationController: UINavigationController)",
                        parameters: [.init(label: "_", name: "navigationController", type: "UINavigationController")])
                ],
                otherRequirements: ["func start()", "func finish()", "func findCoordinator(type: CoordinatorType) -> (any Coordinator)?"],
                providesFinish: true, providesFindCoordinator: true)
        case .router:
            return ProtocolShape(
                name: "Coordinator", classBound: true, mainActor: true, navigation: nil,
                children: ChildrenShape(name: "childCoordinators", collection: .array, element: "any Coordinator"),
                finish: FinishMechanism(kind: .closure, property: "onFinish", closureType: "(() -> Void)?"),
                flowType: nil, initializers: [], otherRequirements: ["func start()"], providesFinish: false,
                providesFindCoordinator: false)
        case .swiftui:
            return ProtocolShape(
                name: "Coordinator", classBound: true, mainActor: true, navigation: nil,
                children: ChildrenShape(name: "childCoordinators", collection: .array, element: "BaseCoordinator"),
                finish: FinishMechanism(kind: .closure, property: "onFinish", closureType: "(() -> Void)?"),
                flowType: nil,
                initializers: [
                    InitializerRequirement(
                        signature: "init(navigator: Navigator)",
                        parameters: [.init(label: "navigator", name: "navigator", type: "Navigator")])
                ],
                otherRequirements: ["var firstScreen: Destination { get }"], providesFinish: true, providesFindCoordinator: false)
        }
    }
}
