import SwiftSyntax

/// `not-main-actor-in-swift6`: coordinators drive UIKit or SwiftUI, which are main-actor isolated. In
/// the Swift 6 language mode a coordinator that is not isolated to the main actor cannot call them
/// without errors (or hops that hide real races).
public struct NotMainActorInSwift6Rule: DoctorRule {
    public let id = "not-main-actor-in-swift6"
    public let summary = "a coordinator that is not main-actor isolated in a Swift 6 mode app"

    public init() {}

    /// UIKit and SwiftUI types whose subclasses or conformers are main-actor isolated.
    private static let mainActorBases: Set<String> = ["UIViewController", "UIResponder", "UIView", "View", "App", "UINavigationController"]

    public func skipReason(_ app: AnalyzedApp) -> String? {
        if let source = app.swiftMode.mainActorByDefault {
            return "the app is main-actor isolated by default (\(source))"
        }
        guard let major = app.swiftMode.major else {
            return "the Swift language mode is unknown (\(app.swiftMode.source))"
        }
        return major < 6 ? "the app builds in Swift \(major) mode (\(app.swiftMode.source))" : nil
    }

    public func check(_ app: AnalyzedApp) -> [Finding] {
        app.coordinatorTypes.compactMap { type in
            guard let primary = type.primary, !isIsolated(type, app) else { return nil }
            return Finding(
                file: primary.file.path, line: primary.line, severity: .error, rule: id,
                message: "\(type.name) is not isolated to the main actor, but drives UI in a Swift 6 mode app (\(app.swiftMode.source))",
                fix: "mark \(type.name), or the coordinator protocol it conforms to, @MainActor")
        }
    }

    /// `@MainActor` on the type, on a protocol its main declaration conforms to (directly or through
    /// refinement), or on a superclass; or a subclass of a main-actor UIKit class.
    private func isIsolated(_ type: AnalyzedType, _ app: AnalyzedApp) -> Bool {
        if type.primary?.isMainActor == true { return true }
        var visited = Set<String>()
        var pending = type.primaryInherited
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            if Self.mainActorBases.contains(name) { return true }
            guard let inherited = app.facts.types[name], let primary = inherited.primary else { continue }
            if primary.isMainActor { return true }
            pending += primary.inherited
        }
        return false
    }
}
