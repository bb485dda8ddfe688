import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.application(
    appName: "Lantern",
    dependencies: [
        .core(.kit),
        .feature(.shop),
        .feature(.cart),
    ]
)
