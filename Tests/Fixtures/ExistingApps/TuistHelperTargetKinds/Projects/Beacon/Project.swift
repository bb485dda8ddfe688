import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
    name: "Beacon",
    targets: [.app],
    dependencies: [.rootFeature]
)
