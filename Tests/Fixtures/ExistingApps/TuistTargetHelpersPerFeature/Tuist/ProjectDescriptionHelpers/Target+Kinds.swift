import ProjectDescription

/// The app's modules, as manifests name them.
public enum Module: String {
    case Navigation, Orchard, Basket
}

/// Names shared by every manifest.
public enum Workspace {
    public static let appName = "Grove"
}

extension Target {
    /// A module's code: `Sources/`.
    public static func implementation(module: Module, dependencies: [TargetDependency] = []) -> Target {
        .target(
            name: module.rawValue,
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.\(module.rawValue.lowercased())",
            deploymentTargets: .iOS("16.0"),
            sources: ["Sources/**"],
            dependencies: dependencies
        )
    }

    /// What other modules may know of a feature: `Contract/`.
    public static func contract(module: Module) -> Target {
        .target(
            name: "\(module.rawValue)Contract",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.\(module.rawValue.lowercased()).contract",
            deploymentTargets: .iOS("16.0"),
            sources: ["Contract/**"]
        )
    }

    /// An app that runs one feature alone: `Demo/Sources/`.
    public static func showcase(module: Module, dependencies: [TargetDependency] = []) -> Target {
        .target(
            name: "\(module.rawValue)Showcase",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.\(module.rawValue.lowercased()).showcase",
            deploymentTargets: .iOS("16.0"),
            sources: ["Demo/Sources/**"],
            dependencies: dependencies
        )
    }
}
