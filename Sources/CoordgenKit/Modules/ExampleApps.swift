/// Apps a modular project keeps beside the real one to run a single feature: Tuist's `Demo/` and
/// `Example/` targets of each feature module (`.demo(module: .feature(.Home))`, sources `Demo/Sources/**`).
/// `init` does not ask which of them is the app where one app target is no such example.
enum ExampleApps {
    /// The folder names that hold an example app.
    static let folderNames: Set<String> = ["demo", "demos", "example", "examples", "demoapp", "exampleapp"]

    /// Whether an app target compiling `folders` is an example app: one of its folders (below the
    /// manifest's) is named as an example's.
    static func isExample(folders: [String]) -> Bool {
        !folders.isEmpty
            && folders.allSatisfy { folder in folder.split(separator: "/").contains { folderNames.contains($0.lowercased()) } }
    }

    static func isExample(_ target: ProjectTarget) -> Bool {
        target.product == .app && isExample(folders: target.folders)
    }

    /// Whether the file at `path` lies in an example app's folder (`Features/Home/Demo/Sources/…`).
    static func isInExampleFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folderNames.contains($0.lowercased()) }
    }

    /// The launch code of the app itself: `launches` without those in example apps' folders, where any
    /// is left (an example app launching one feature's coordinator makes no root of the app's tree).
    static func appsOwn<T>(_ launches: [T], path: (T) -> String) -> [T] {
        let own = launches.filter { !isInExampleFolder(path($0)) }
        return own.isEmpty ? launches : own
    }
}
