import ProjectDescription

extension Project {
    /// The app and its tests, laid out below Targets/.
    public static func application(
        name: String,
        product: Product = .app,
        dependencies: [TargetDependency]
    ) -> Project {
        Project(
            name: name,
            organizationName: "Lantern Works",
            targets: [
                Target(
                    name: name,
                    platform: .iOS,
                    product: product,
                    bundleId: "com.lanternworks.\(name)",
                    deploymentTarget: .iOS(targetVersion: "16.0", devices: [.iphone]),
                    infoPlist: .default,
                    sources: ["Targets/Source/**"],
                    dependencies: dependencies
                ),
                Target(
                    name: "\(name)Tests",
                    platform: .iOS,
                    product: .unitTests,
                    bundleId: "com.lanternworks.\(name)Tests",
                    infoPlist: .default,
                    sources: ["Targets/Tests/**"],
                    dependencies: [.target(name: name)]
                ),
            ]
        )
    }
}
