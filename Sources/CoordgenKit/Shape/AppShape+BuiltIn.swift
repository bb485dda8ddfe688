extension AppShape {
    /// The shape of the code `coordgen new project --style <style>` writes: the default profile, which
    /// `new project` records in `.coordgen.yml` (`shape:`, `naming:`, `format:`) and which is used for
    /// every section a `.coordgen.yml` leaves out.
    ///
    /// - Parameters:
    ///   - projectName: The app's name; its module is the name sanitised as Xcode does.
    ///   - deploymentTarget: The iOS version the project targets.
    ///   - swiftVersion: The language mode, `5` or `6`.
    public static func builtIn(
        for style: Style, projectName: String, deploymentTarget: String = DeploymentTarget.defaultValue,
        swiftVersion: String = SwiftLanguageMode.swift5.rawValue, testing: TestingFramework = .unrecordedDefault
    ) -> AppShape {
        let project = ProjectFacts(
            kind: .xcodeproj, file: "\(projectName).xcodeproj", appTarget: projectName, appFolder: projectName,
            appFolderKind: .synchronized, deploymentTarget: deploymentTarget, swiftVersion: swiftVersion,
            testTarget: "\(projectName)Tests", testFolder: "\(projectName)Tests", testFramework: testing.projectFactsFramework)
        return AppShape(
            module: ModuleName.sanitised(projectName), project: project, protocol: style.definition.builtInProtocol,
            naming: NamingScheme(
                flowProtocol: style.definition.flowProtocolPattern, flowClass: "{Name}Coordinator",
                root: "AppCoordinator", screen: "{Name}\(style.definition.screen.typeSuffix)"),
            layout: LayoutConventions(), format: .xcodeDefault)
    }
}
