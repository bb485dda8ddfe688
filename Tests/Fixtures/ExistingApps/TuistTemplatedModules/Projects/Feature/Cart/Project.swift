import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.featureModule(
    .cart,
    dependencies: [
        .core(.kit),
    ]
)
