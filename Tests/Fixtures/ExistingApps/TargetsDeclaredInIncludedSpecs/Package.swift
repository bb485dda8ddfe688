// swift-tools-version: 5.9
// The team's command-line tools; the app itself is built from project.yml.
import PackageDescription

let package = Package(
    name: "KilnTools",
    targets: [
        .executableTarget(name: "Glazer", path: "Tools/Sources")
    ]
)
