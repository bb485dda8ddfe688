import ProjectDescription

/// What a module's project holds, named by the helper's own enum rather than by Tuist's products.
public enum ModuleTarget {
    case app, dynamicFramework, unitTests
}

/// The app's local modules, as the manifests depend on them.
public enum Module: String {
    case core = "Core"
    case rootFeature = "RootFeature"
    case welcomeFeature = "WelcomeFeature"

    var path: String {
        switch self {
        case .core: "Projects/Core"
        case .rootFeature, .welcomeFeature: "Projects/Features/\(rawValue)"
        }
    }
}

extension Project {
    /// One project per module: its targets are the kinds listed, each compiling the module's `Sources/`.
    public static func makeModule(name: String, targets: [ModuleTarget], dependencies: [Module] = []) -> Project {
        let product: Product = targets.contains(.app) ? .app : .framework
        return Project(
            name: name,
            targets: [
                .target(
                    name: name, destinations: .iOS, product: product, bundleId: "com.example.\(name.lowercased())",
                    deploymentTargets: .iOS("16.0"), sources: ["Sources/**"],
                    dependencies: dependencies.map { .project(target: $0.rawValue, path: .relativeToRoot($0.path)) })
            ])
    }
}
