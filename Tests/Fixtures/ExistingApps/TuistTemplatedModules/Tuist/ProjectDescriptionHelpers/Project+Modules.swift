import ProjectDescription

/// The app's modules, each made by one helper: every module compiles its own `Sources/`.
public enum Layer: String {
    case kit, shop, cart
}

extension Project {
    public static func application(appName: String, dependencies: [TargetDependency]) -> Project {
        Project(
            name: appName,
            targets: [
                .target(
                    name: appName, destinations: .iOS, product: .app, bundleId: "com.example.\(appName.lowercased())",
                    deploymentTargets: .iOS("16.0"), sources: ["Sources/**"], dependencies: dependencies)
            ])
    }

    public static func coreModule(_ layer: Layer) -> Project {
        let name = "Core" + layer.rawValue.capitalized
        return Project(
            name: name,
            targets: [
                .target(
                    name: name, destinations: .iOS, product: .framework, bundleId: "com.example.\(layer.rawValue)",
                    deploymentTargets: .iOS("16.0"), sources: ["Sources/**"])
            ])
    }

    public static func featureModule(_ layer: Layer, dependencies: [TargetDependency]) -> Project {
        let name = layer.rawValue.capitalized
        return Project(
            name: name,
            targets: [
                .target(
                    name: name, destinations: .iOS, product: .framework, bundleId: "com.example.\(layer.rawValue)",
                    deploymentTargets: .iOS("16.0"), sources: ["Sources/**"], dependencies: dependencies)
            ])
    }
}

extension TargetDependency {
    public static func core(_ layer: Layer) -> TargetDependency {
        .project(target: "Core" + layer.rawValue.capitalized, path: .relativeToRoot("Projects/Core/\(layer.rawValue.capitalized)"))
    }

    public static func feature(_ layer: Layer) -> TargetDependency {
        .project(target: layer.rawValue.capitalized, path: .relativeToRoot("Projects/Feature/\(layer.rawValue.capitalized)"))
    }
}
