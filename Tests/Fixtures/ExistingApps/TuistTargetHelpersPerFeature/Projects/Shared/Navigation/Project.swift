import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Navigation",
    targets: [
        .implementation(module: .Navigation),
    ]
)
