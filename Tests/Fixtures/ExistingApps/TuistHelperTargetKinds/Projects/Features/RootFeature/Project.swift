import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
    name: "RootFeature",
    targets: [.dynamicFramework],
    dependencies: [.core, .welcomeFeature]
)
