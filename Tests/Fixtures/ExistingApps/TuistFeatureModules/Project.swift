import ProjectDescription

let project = Project(
    name: "Harbor",
    targets: [
        .target(
            name: "Core",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.harbor.core",
            deploymentTargets: .iOS("16.0"),
            sources: ["Core/Sources/**"]
        ),
        .target(
            name: "Home",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.harbor.home",
            deploymentTargets: .iOS("16.0"),
            sources: ["Features/Home/Sources/**"],
            dependencies: [
                .target(name: "Core"),
            ]
        ),
        .target(
            name: "Settings",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.harbor.settings",
            deploymentTargets: .iOS("16.0"),
            sources: ["Features/Settings/Sources/**"],
            dependencies: [
                .target(name: "Core"),
            ]
        ),
        .target(
            name: "Harbor",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.harbor",
            deploymentTargets: .iOS("16.0"),
            sources: ["App/Sources/**"],
            dependencies: [
                .target(name: "Core"),
                .target(name: "Home"),
                .target(name: "Settings"),
            ]
        ),
        .target(
            name: "HarborTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.example.harbor.tests",
            deploymentTargets: .iOS("16.0"),
            sources: ["App/Tests/**"],
            dependencies: [.target(name: "Harbor")]
        ),
    ]
)
