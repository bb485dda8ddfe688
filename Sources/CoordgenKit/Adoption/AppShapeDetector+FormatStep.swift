import Foundation

/// Detection's step that reads how the app writes its files: indentation, header and isolation.
extension AppShapeDetector {
    /// Indentation, header and isolation.
    func detectFormat(
        of found: DetectedProtocol, named: DetectedNaming, project: DetectedProject, rootFile: SourceFile?, notes: inout DetectionNotes
    ) -> (format: SourceFormat, header: String) {
        let (shape, protocolFile, conformances) = (found.shape, found.declaration.file.path, named.conformances)
        let (appName, module, app, facts) = (project.appName, project.module, project.app, project.facts)
        let formatFiles = Set(conformances.coordinators.map(\.type.file.path) + [protocolFile])
        let format = SourceFormatDetector(files: files.filter { formatFiles.contains($0.path) }).indentation()
        notes.findings.append(
            AdoptionFinding("indentation", format.indentation == .tabs ? "tabs" : "\(format.width) spaces", nil))
        var header = ""
        // Without a root, the header is read from the first coordinator's file.
        if let rootFile = rootFile ?? conformances.coordinators.first?.type.file,
            let detected = SourceFormatDetector.header(of: rootFile, projectNames: [appName, module])
        {
            header = detected.template + "\n"
            let others = conformances.coordinators.map(\.type.file).filter { $0.path != rootFile.path }
            let differing = others.filter {
                SourceFormatDetector.header(of: $0, projectNames: [appName, module])?.template != detected.template
            }
            if !differing.isEmpty {
                notes.undecided.append(
                    "\(differing.count) of \(others.count + 1) coordinator files start with another header (e.g. \(differing[0].path)); the root's is recorded as header"
                )
            }
            notes.findings.append(
                AdoptionFinding(
                    "header", "from \(rootFile.fileName)\(Self.headerNotes(detected))",
                    SourceReference(file: rootFile.path, line: 1)))
        } else {
            notes.findings.append(AdoptionFinding("header", "none: the app's files start without a comment", nil))
        }
        if app?.concurrency?.isMainActorByDefault == true {
            notes.findings.append(
                AdoptionFinding(
                    "isolation",
                    "MainActor by default; coordgen still writes @MainActor, so its files compile where they are moved to a nonisolated target or package",
                    nil))
        } else if facts.swiftVersion == "6" || shape.mainActor {
            notes.findings.append(
                AdoptionFinding(
                    "isolation",
                    shape.mainActor
                        ? "coordinators are @MainActor, as the \(!found.isProtocolFree ? "protocol is" : "app's classes are")"
                        : "Swift 6 mode: coordinators are @MainActor", nil))
        }
        return (format, header)
    }
}
