import Foundation

/// Finds the file that declares the flow enum (`enum CoordinatorType`, or the app's own, from
/// `shape.flowType.enum`): the one `.coordgen.yml` names, or else the first Swift file in the project
/// that declares it.
struct CoordinatorTypeRegistry {
    static let enumName = "CoordinatorType"

    let file: URL

    static func locate(enumName: String = enumName, in sources: inout ProjectSources) throws -> CoordinatorTypeRegistry {
        let project = sources.project
        let configured = project.url(
            for: project.config.paths.coordinatorType ?? "\(project.config.name)/Coordinators/CoordinatorType.swift")
        let registrar = EnumCaseRegistrar(enumName: enumName)
        if FileManager.default.fileExists(atPath: configured.path) {
            let text = try sources.text(of: configured)
            // The configured file is authoritative; if it no longer declares the enum, look elsewhere
            // rather than failing, since files get renamed and split.
            if registrar.declaresEnum(in: text) {
                return CoordinatorTypeRegistry(file: configured)
            }
            if text.contains("enum \(enumName)") {
                // It mentions the enum but does not parse: editing it could only make it worse.
                do {
                    _ = try registrar.caseNames(in: text)
                } catch let error as SourceEditError {
                    throw GeneratorError.sourceEdit(file: project.displayPath(of: configured), reason: error.description)
                }
            }
        }
        for candidate in sources.swiftFiles(containing: "enum \(enumName)") {
            if let text = try? sources.text(of: candidate), registrar.declaresEnum(in: text) {
                return CoordinatorTypeRegistry(file: candidate)
            }
        }
        throw GeneratorError.coordinatorTypeNotFound(enumName: enumName, configured: project.displayPath(of: configured))
    }
}
