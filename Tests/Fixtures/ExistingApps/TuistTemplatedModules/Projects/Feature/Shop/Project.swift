import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.featureModule(
    .shop,
    dependencies: [
        .core(.kit),
    ]
)
