import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: Workspace.appName,
    targets: [
        .target(
            name: Workspace.appName,
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.grove",
            deploymentTargets: .iOS("16.0"),
            sources: ["Sources/**"],
            dependencies: [
                .project(target: "Navigation", path: "../Shared/Navigation"),
                .project(target: "Orchard", path: "../Features/Orchard"),
                .project(target: "Basket", path: "../Features/Basket"),
            ]
        ),
    ]
)
