import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
    name: "WelcomeFeature",
    targets: [.dynamicFramework],
    dependencies: [.core]
)
