import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.coreModule(.kit)
