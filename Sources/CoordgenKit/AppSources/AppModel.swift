import Foundation

/// One command's model of the app, built once and handed to everything that reads the app: the
/// generating commands (`new`, `remove`, `rename`, through ``Project``), `init`'s detectors, `tree` and
/// `doctor`. It holds
///
/// - the `.coordgen.yml` the app records (nil outside a coordgen project) and the **merged shape**
///   (``ProjectConfig/appShape``: the recorded sections, the style's built-in shape for the rest),
///   computed once here and nowhere else;
/// - the app's Swift files (``AppSources``: walked once, each file read and parsed at most once);
/// - per-file **summaries** (``FileSummary``) and the one ``DeclarationIndex`` made of them, on first
///   use: every syntax tree is released as soon as its file is summarised (unless the command keeps
///   it, ``Reading``), and a tree a reader needs after that is parsed again from the text;
/// - the project's description as `init` read it (`ProjectDescription`, once per command, however
///   often detection is repeated after a prompt), and the modules the manifests declare.
///
/// Memory then follows the files a command edits or reads again, not the app's size.
public final class AppModel: @unchecked Sendable {
    /// The app's root: the folder holding `.coordgen.yml`, or the folder read.
    public let root: URL
    /// What `.coordgen.yml` says; nil when the app has none.
    public let config: ProjectConfig?
    /// The merged shape: what `.coordgen.yml` records, the style's built-in shape for the sections it
    /// leaves out; nil without a config. Computed once, here.
    public let shape: AppShape?
    /// The app's Swift files, read and parsed at most once each.
    public let sources: AppSources
    /// Whether files in test folders are summarised (`init`, lookups) or left unread (`tree`, `doctor`).
    private let readsTestFolders: Bool
    private let lock = NSLock()
    private var keepsTree: @Sendable (SourceFile) -> Bool = { _ in false }
    /// What the summaries record for the coordinator graph (`tree`, `doctor`); nil elsewhere.
    private var flows: FlowRecording?
    private var madeSummaries: [FileSummary]?
    private var madeIndex: DeclarationIndex?
    private var madeOutside: OutsideDeclarations?
    private var madeDescription: Result<ProjectDescription, AdoptionError>?
    private var madeModules: ProjectModules?
    private let madeStaleCopies = OnceValue<[StaleCopies.Copy]>()

    /// The model of the app at `root` whose `.coordgen.yml` says `config`. Nothing is read until
    /// asked for; the syntax trees `keepsTree` picks (by default none) are kept once summarised.
    convenience init(
        root: URL, config: ProjectConfig?, sources: AppSources? = nil, readsTestFolders: Bool = true,
        keepsTree: @escaping @Sendable (SourceFile) -> Bool = { _ in false }
    ) {
        self.init(root: root, config: config, shape: config?.appShape, sources: sources, readsTestFolders: readsTestFolders)
        self.keepsTree = keepsTree
    }

    private init(root: URL, config: ProjectConfig?, shape: AppShape?, sources: AppSources?, readsTestFolders: Bool) {
        self.root = root
        self.config = config
        self.shape = shape
        self.sources = sources ?? AppSources(root: root)
        self.readsTestFolders = readsTestFolders
        Self.counter.increment()
    }

    /// A model of the same app whose files are read again from disk (a plan made after an earlier
    /// one in the same process), with the same config and merged shape, not computed again.
    func readingSourcesAfresh() -> AppModel {
        AppModel(root: root, config: config, shape: shape, sources: nil, readsTestFolders: readsTestFolders)
    }

    /// The model of the app around `folder` for `tree` and `doctor`: the `.coordgen.yml` found by
    /// walking up from it, if any (an unreadable one counts as none: analysis never requires a
    /// config), and the folder's files outside test folders. The trees `retention` picks, under the
    /// conventions `conventions` or else the model's own, are kept once summarised.
    ///
    /// With `recordingFlows`, the summaries record what the coordinator graph reads
    /// (``DeclarationFlows``): `tree`'s graph then parses no coordinator's file again. With
    /// `notingRules` (`doctor`), they also note what its coordinator-wise rules read
    /// (``DeclarationRuleNotes``), so that neither the graph nor those rules parse a coordinator's file again.
    ///
    /// The model's own conventions (``analysisConventions``) are known before the summaries are made,
    /// except for a recorded shape's add wrappers (``AnalysisConventions/addWrappers(of:in:)``), which
    /// read the index: the summaries record under the conventions without them, and serve when the
    /// wrappers add no method (the usual case: the conventions are then the same). When they do add one,
    /// the summaries are made again, recording nothing, as before this order was kept.
    static func forAnalysis(
        of folder: URL, sources: AppSources? = nil, conventions: AnalysisConventions? = nil, retention: TreeRetention = .likelyReadAgain,
        recordingFlows: Bool = true, notingRules: Bool = false
    ) -> AppModel {
        let config = try? Project.locate(configFrom: folder).config
        let model = AppModel(root: folder, config: config, sources: sources ?? AppSources(root: folder), readsTestFolders: false)
        let record = { (chosen: AnalysisConventions) in
            model.keepsTree = retention.keeper(conventions: chosen)
            model.flows = recordingFlows ? FlowRecording(conventions: chosen, notingRules: notingRules) : nil
        }
        if let conventions {
            record(conventions)
            return model
        }
        let (base, source, wrappersOf) = AnalysisConventions.beforeWrappers(model)
        record(base)
        guard let shape = wrappersOf else {
            model.analysisConventions = (base, source)
            return model
        }
        var chosen = base
        chosen.addWrappers(of: shape, in: model.index)
        if chosen != base {
            model.forgetSummaries()
            chosen = AnalysisConventions.of(model).0
            record(chosen)
        }
        model.analysisConventions = (chosen, source)
        return model
    }

    /// The conventions `tree` and `doctor` read this app under, with where they came from, when
    /// ``forAnalysis(of:sources:conventions:retention:recordingFlows:notingRules:)`` chose them.
    private(set) var analysisConventions: (AnalysisConventions, String)?

    /// Drops the summaries and the index made of them, and what the summaries were to record, so the
    /// next reader makes them afresh with nothing recorded.
    private func forgetSummaries() {
        lock.lock()
        defer { lock.unlock() }
        madeSummaries = nil
        madeIndex = nil
        madeOutside = nil
        keepsTree = { _ in false }
        flows = nil
    }

    /// The summaries of the app's Swift files (outside test folders for `tree` and `doctor`), in path
    /// order, made once on every core; each file's tree released once summarised unless the model
    /// keeps it.
    var summaries: [FileSummary] {
        lock.lock()
        defer { lock.unlock() }
        if let madeSummaries { return madeSummaries }
        let paths = readsTestFolders ? sources.paths : sources.paths.filter { !AppSources.isInTestFolder($0) }
        let made = sources.summaries(paths, keepsTree: keepsTree, flows: flows)
        madeSummaries = made
        return made
    }

    /// The one index of the module's declarations that `init`'s detectors and the generating commands'
    /// lookups read: every file's types and extensions but the project manifests' (which belong to
    /// no module) and the types local to a body; made of ``summaries`` on first use.
    var index: DeclarationIndex {
        let summaries = summaries
        let copies = staleCopies
        lock.lock()
        defer { lock.unlock() }
        if let madeIndex { return madeIndex }
        let read = StaleCopies.leavingOut(of: summaries, copies: copies)
        let own = DeclarationIndex(summaries: read.filter { !$0.file.isManifest }, includingLocalTypes: false)
        // `init` and the generating commands read, as the app's build does, the protocols and classes
        // the app's types inherit from in modules outside its folders; `tree` and `doctor` read the app.
        let (made, outside) = readsTestFolders ? OutsideDeclarations.extending(own, sources: sources) : (own, nil)
        madeIndex = made
        madeOutside = outside
        return made
    }

    /// What ``index`` read outside the app's folders (``OutsideDeclarations``), or nil where it read nothing there.
    var outside: OutsideDeclarations? {
        _ = index
        lock.lock()
        defer { lock.unlock() }
        return madeOutside
    }
    /// The stale copies among ``summaries`` (``StaleCopies``), found once: the index leaves them out
    /// and `init` says so.
    var staleCopies: [StaleCopies.Copy] {
        madeStaleCopies.value { StaleCopies.copies(in: summaries, sources: sources) }
    }

    /// The project's description (its kind, file and targets), made once by `make`, which the first
    /// asker supplies (`init` reads it through `ProjectFactsDetector`); an error is kept and thrown
    /// again.
    func projectDescription(_ make: () throws(AdoptionError) -> ProjectDescription) throws(AdoptionError) -> ProjectDescription {
        lock.lock()
        defer { lock.unlock() }
        if madeDescription == nil {
            do {
                madeDescription = .success(try make())
            } catch {
                madeDescription = .failure(error)
            }
        }
        return try madeDescription!.get()
    }

    /// The modules the project's manifests declare (``ProjectModules``), read once.
    var modules: ProjectModules {
        lock.lock()
        defer { lock.unlock() }
        if let madeModules { return madeModules }
        let made = ProjectModules(sources: sources, kind: config?.project?.kind, specFile: config?.project?.file)
        madeModules = made
        return made
    }

    /// How many models this process has made: one per command, which the tests check.
    static var made: Int { counter.value }
    private static let counter = Counter()

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() {
            lock.lock()
            count += 1
            lock.unlock()
        }
        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }
}
