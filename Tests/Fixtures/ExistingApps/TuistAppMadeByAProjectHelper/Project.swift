import ProjectDescription
import ProjectDescriptionHelpers

let appName = "Lantern"

let project = Project.application(
    name: appName,
    product: .app,
    dependencies: []
)
