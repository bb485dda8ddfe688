import Dispatch

/// `init`'s example analysis (``ExampleChoice/record(in:model:ahead:)``: the app analysed as `tree`
/// will read it, then the coordinators set aside) started on another thread as soon as detection
/// knows the conventions it reads under — once the protocol, its shape and the naming are known
/// (``AppShapeDetector/detect(choices:example:)``) — so it runs while the main thread detects the
/// layout, the format and the flows, instead of after them.
///
/// The analysis is a function of the command's model and the conventions alone, and it is used only
/// when the conventions the finished report asks for are the ones it was started under (else it is
/// made again, in line): what `init` records does not change, only where and when the work happens.
final class ExampleAnalysisAhead: @unchecked Sendable {
    /// What the example is picked from.
    struct Analysis: Sendable {
        let app: AnalyzedApp
        /// The conformers of a protocol `init` set aside (``NavigationProtocolPreference``).
        let excluded: Set<String>
    }

    private let model: AppModel
    private let done = DispatchGroup()
    /// Set by the first ``start(under:)``, on the thread that detects.
    private var startedUnder: AnalysisConventions?
    /// Written once by the worker, read only after `done` is waited for.
    private var value: Analysis?

    init(model: AppModel) {
        self.model = model
    }

    /// Starts the analysis under `conventions` on another thread; a later call starts nothing.
    func start(under conventions: AnalysisConventions) {
        guard startedUnder == nil else { return }
        startedUnder = conventions
        let model = model
        DispatchQueue.global().async(group: done) { self.value = Self.analyse(model, under: conventions) }
    }

    /// The analysis under `conventions`: the one started, when it was started under the same ones,
    /// else one made now.
    func analysis(under conventions: AnalysisConventions) -> Analysis {
        guard let startedUnder else { return Self.analyse(model, under: conventions) }
        done.wait()
        return startedUnder == conventions ? value! : Self.analyse(model, under: conventions)
    }

    static func analyse(_ model: AppModel, under conventions: AnalysisConventions) -> Analysis {
        Analysis(
            app: AnalyzedApp.analyze(model, conventions: conventions),
            excluded: CoordinatorProtocolDetector(index: model.index).setAsideConformers())
    }
}
