import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Everything `tree` and `doctor` know about an app: its parsed files, its types, the coordinator
/// graph, its language mode and the files that could not be read.
public struct AnalyzedApp: Sendable {
    /// A file that was not analysed, and why.
    public struct SkippedFile: Sendable, Equatable, Codable {
        public let file: String
        public let line: Int
        public let reason: String
    }

    /// The analysed folder.
    public let root: URL
    /// The command's model of the app: its `.coordgen.yml` and merged shape, if any, and its sources.
    let model: AppModel
    /// Where the conventions came from, for the output.
    public let conventionsSource: String
    /// The app's Swift language mode, read from its project files when first asked for: only the
    /// doctor's `not-main-actor-in-swift6` asks, so `tree` never parses the project file for it.
    public var swiftMode: AppSwiftMode { swiftModeReading.value }
    private let swiftModeReading: LazyValue<AppSwiftMode>
    public let skippedFiles: [SkippedFile]
    /// The app's files, types and their roles.
    let facts: AppFacts
    public let graph: CoordinatorGraph
    /// The readings of the coordinator-wise rules made while the graph read each coordinator
    /// (``analyze(_:conventions:readingAlong:)``), by rule id: the doctor uses them instead of reading
    /// the coordinators again.
    let coordinatorReadings: CoordinatorReadings

    public var conventions: AnalysisConventions { facts.conventions }
    public var files: [SourceFile] { facts.files }

    /// Parses every Swift file under `root` (skipping build output, dependencies, project bundles and
    /// test folders) and builds the coordinator graph.
    public static func analyze(_ root: URL, conventions: AnalysisConventions? = nil) -> AnalyzedApp {
        analyze(AppSources(root: root), conventions: conventions)
    }

    /// The same, reading the files through `sources` (each at most once). Every file is summarised as
    /// it is parsed (``FileSummary``) and its syntax tree released unless `retention` keeps it; a
    /// released tree the graph or a rule needs after all is parsed again, once.
    public static func analyze(_ sources: AppSources, conventions: AnalysisConventions? = nil) -> AnalyzedApp {
        analyze(sources, conventions: conventions, retention: .likelyReadAgain)
    }

    static func analyze(
        _ sources: AppSources, conventions: AnalysisConventions?, retention: TreeRetention,
        readingAlong rules: [any CoordinatorWiseRule] = []
    ) -> AnalyzedApp {
        analyze(
            AppModel.forAnalysis(
                of: sources.root, sources: sources, conventions: conventions, retention: retention, notingRules: !rules.isEmpty),
            conventions: conventions, readingAlong: rules)
    }

    /// Analyses the app `model` describes (``AppModel/forAnalysis(of:sources:conventions:retention:)``,
    /// or `init`'s model, whose summaries serve as they are): the summaries of its files outside test
    /// folders, under its merged shape's conventions (or `conventions`, given by the caller).
    ///
    /// The `rules` read each coordinator while the graph holds its trees (``CoordinatorWiseRule``).
    static func analyze(
        _ model: AppModel, conventions: AnalysisConventions? = nil, readingAlong rules: [any CoordinatorWiseRule] = []
    ) -> AnalyzedApp {
        let sources = model.sources
        let (chosen, source) =
            conventions.map { ($0, "the conventions given by the caller") } ?? model.analysisConventions ?? AnalysisConventions.of(model)
        // Test targets (`HotelTests`, `Tests`) hold fakes and drivers, not the app's flows.
        let summaries = model.summaries.filter { !AppSources.isInTestFolder($0.file.path) }
        let (parsing, skipped) = skippedFiles(summaries: summaries, sources: sources)
        let index = DeclarationIndex(summaries: parsing)
        let types = AnalyzedType.merging(index.declarations)
        let files = parsing.map(\.file)
        let facts = AppFacts(
            files: files, types: types, constructedNames: index.constructedNames,
            functionReturns: parsing.flatMap(\.functionReturns), conventions: chosen)
        let readings = CoordinatorReadings(beginning: rules, on: facts)
        let recorded = model.shape?.project.swiftVersion
        let swiftMode = LazyValue { AppSwiftMode.detect(in: sources).orRecorded(recorded, in: model.shape?.project.file) }
        // The doctor (the one reader with rules read along) asks for the mode after the graph; it is read
        // on another core meanwhile (it parses the project file). `tree` never asks, so never reads it.
        if !rules.isEmpty { DispatchQueue.global().async { _ = swiftMode.value } }
        let graph = CoordinatorGraph.build(facts: facts, readsAlong: !rules.isEmpty, alongside: readings.read)
        return AnalyzedApp(
            root: model.root, model: model, conventionsSource: source, swiftModeReading: swiftMode,
            skippedFiles: skipped, facts: facts, graph: graph, coordinatorReadings: readings)
    }

    /// The summaries of files that parse, and every file left out with why: unreadable, never opened
    /// (a FIFO named `X.swift` would block the read forever) or not Swift, sorted by file and line.
    private static func skippedFiles(summaries: [FileSummary], sources: AppSources) -> ([FileSummary], [SkippedFile]) {
        let paths = sources.paths.filter { !AppSources.isInTestFolder($0) }
        var skipped: [SkippedFile] = []
        let readable = Set(summaries.map(\.file.path))
        for path in paths where !readable.contains(path) {
            let reason = sources.whyUnread(path).map { "the file is \($0)" } ?? "the file cannot be read as UTF-8 text"
            skipped.append(SkippedFile(file: path, line: 1, reason: reason))
        }
        for (path, reason) in sources.skippedFiles where !AppSources.isInTestFolder(path) && !paths.contains(path) {
            skipped.append(SkippedFile(file: path, line: 1, reason: "the file is \(reason)"))
        }
        for other in sources.otherApps {
            skipped.append(SkippedFile(file: other.project, line: 1, reason: other.skipReason))
        }
        var parsing: [FileSummary] = []
        for summary in summaries {
            if let line = summary.firstSyntaxErrorLine {
                skipped.append(
                    SkippedFile(
                        file: summary.file.path, line: line, reason: "the file does not parse as Swift (first error on line \(line))"))
            } else {
                parsing.append(summary)
            }
        }
        skipped.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        return (parsing, skipped)
    }
}
