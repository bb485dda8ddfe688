// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Features",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Core", targets: ["Core"]),
        .library(name: "Home", targets: ["Home"]),
        .library(name: "Settings", targets: ["Settings"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "Home", dependencies: ["Core"]),
        .target(name: "Settings", dependencies: ["Core"]),
    ]
)
