import ProjectDescription

let project = Project(
    name: "Garden",
    targets: [
        .target(
            name: "CoreModule",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.garden.core",
            deploymentTargets: .iOS("16.0"),
            sources: ["CoreModule/Sources/**"]
        ),
        .target(
            name: "Garden",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.garden",
            deploymentTargets: .iOS("16.0"),
            sources: ["App/Sources/**"],
            dependencies: [.target(name: "CoreModule")],
            settings: .settings(base: ["SWIFT_VERSION": "5.0"])
        ),
        .target(
            name: "GardenTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.example.garden.tests",
            deploymentTargets: .iOS("16.0"),
            sources: ["App/Tests/**"],
            dependencies: [.target(name: "Garden")]
        ),
    ]
)
