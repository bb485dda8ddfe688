import Foundation

extension ExistingApps {
    /// The errors of the UIKit app's sources under `folder` in `settings`, as file name and message
    /// (lines move with edits); empty when it type-checks.
    static func compileErrors(of app: URL, under folder: String, module: String, settings: LanguageSettings) -> Set<String> {
        do {
            _ = try SwiftCompiler.typeCheck(
                appSources: swiftFilesOf(app, under: folder), moduleName: module, settings: settings, frameworks: frameworks(of: app))
            return []
        } catch let failure as SwiftCompiler.Failure {
            return Set(failure.errors.map { "\($0.location.split(separator: ":").first?.split(separator: "/").last ?? ""): \($0.message)" })
        } catch {
            return ["\(error)"]
        }
    }

    /// An error's kind: its message without the file and the names it quotes (`conformance of '…' to
    /// protocol '…' crosses into main actor-isolated code`), to compare errors of new code written like
    /// the app's own with the app's.
    static func errorKind(_ error: String) -> String {
        String(error.drop { $0 != ":" }).replacing(/'[^']*'/, with: "'…'")
    }
}
