import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Orchard",
    targets: [
        .implementation(
            module: .Orchard,
            dependencies: [
                .project(target: "Navigation", path: "../../Shared/Navigation"),
                .target(name: "OrchardContract"),
            ]
        ),
        .contract(module: .Orchard),
        .showcase(
            module: .Orchard,
            dependencies: [.target(name: "Orchard")]
        ),
    ]
)
