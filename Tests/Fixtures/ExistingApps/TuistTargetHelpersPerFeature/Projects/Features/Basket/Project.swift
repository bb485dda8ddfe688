import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Basket",
    targets: [
        .implementation(
            module: .Basket,
            dependencies: [
                .project(target: "Navigation", path: "../../Shared/Navigation"),
                .target(name: "BasketContract"),
            ]
        ),
        .contract(module: .Basket),
        .showcase(
            module: .Basket,
            dependencies: [.target(name: "Basket")]
        ),
    ]
)
