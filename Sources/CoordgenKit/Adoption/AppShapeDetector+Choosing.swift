extension AppShapeDetector {
    /// The app's shape with every question answered: by `choose` (a terminal prompt) where someone can
    /// answer, else by the evident candidate (``AdoptionAmbiguity/evident``), said in a note; without
    /// either, the question is the error. Returns the report, the flags chosen at the prompt and the
    /// notes about evident picks.
    public func detect(
        choices: AdoptionChoices, choose: ((AdoptionAmbiguity) throws -> String)?
    ) throws -> (
        report: AdoptionReport, chosen: [String], notes: [String]
    ) {
        var choices = choices
        var chosen: [String] = []
        var notes: [String] = []
        // The example's analysis, started once detection knows the conventions it reads under.
        let example = ExampleAnalysisAhead(model: model)
        while true {
            // A plain Result rather than a typed `catch .ambiguous(…) where …`, which crashes Swift
            // 6.3's SILGen.
            let outcome = Result { () throws(AdoptionError) -> AdoptionReport in try detect(choices: choices, example: example) }
            switch outcome {
            case .success(var report):
                ExampleChoice.record(in: &report, model: model, ahead: example)
                return (report, chosen, notes)
            case .failure(let error):
                guard case .ambiguous(let ambiguity) = error, !ambiguity.candidates.isEmpty else { throw error }
                guard let choose else {
                    // Which coordinator is the root asks nothing of generation (`--parent` names any):
                    // where nothing tells it, none is recorded and init says why.
                    if ambiguity.subject == .root, ambiguity.evident == nil, !choices.noRoot {
                        choices.noRoot = true
                        continue
                    }
                    guard let evident = ambiguity.evident, let note = ambiguity.evidentNote else { throw error }
                    ambiguity.choose(evident.name, in: &choices)
                    notes.append(note)
                    continue
                }
                let name = try choose(ambiguity)
                ambiguity.choose(name, in: &choices)
                chosen.append("\(ambiguity.flag) \(name)")
            }
        }
    }
}
