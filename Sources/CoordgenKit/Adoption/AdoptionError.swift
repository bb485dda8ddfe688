/// Why `coordgen init` cannot record the app's shape.
public enum AdoptionError: Error, Equatable, CustomStringConvertible {
    /// Several candidates (or none) and nobody to ask.
    case ambiguous(AdoptionAmbiguity)
    /// A flag names something the app does not declare.
    case unknownChoice(flag: String, name: String, known: [String])
    /// No protocol looks like a coordinator protocol.
    case noCoordinatorProtocol
    /// No protocol, and SwiftUI coordinator classes that show their screens in no way coordgen reads.
    case coordinatorClassesWithoutNavigation(CoordinatorClassesWithoutNavigation)
    /// The project file exists but cannot be read.
    case unreadableProject(String)
    /// No protocol of the app's own, and a coordinator library or TCA imported instead.
    case coordinatorLibrary(CoordinatorLibrary)
    /// No protocol the coordinators share, only protocols that are each one class's own
    /// (``PerClassCoordinatorProtocol``): the one line naming them and `--protocol`.
    case perClassProtocolsOnly(String)
    /// No protocol of the app, and coordinator classes conforming to one no source declares
    /// (``UndeclaredSharedProtocol``): the one line naming it.
    case undeclaredProtocol(String)
    /// No protocol, and coordinator classes subclassing an observable base not named like a coordinator.
    case coordinatorsOnObservableBase(String)
    /// No protocol nor base class, and types named like coordinators the naming convention alone does not
    /// make readable (``CoordinatorsSharingOnlyTheirNames``).
    case coordinatorsSharingOnlyTheirNames(String)
    /// No protocol in the app's files, and modules the app's build reads outside them are absent
    /// (`OutsideModules`: a pod not checked in, a local package not in the repository).
    case outsideModulesMissing([String], inherited: [String])

    public var description: String {
        switch self {
        case .ambiguous(let ambiguity):
            let listed = ambiguity.candidates.map { candidate in
                candidate.source.map { "\(candidate.name) (\($0))" } ?? candidate.name
            }
            let choices = listed.isEmpty ? "" : ": " + listed.joined(separator: ", ")
            return
                "\(ambiguity.problem)\(choices); choose with \(ambiguity.flag) NAME (recorded as \(ambiguity.configKey) in .coordgen.yml)"
        case .unknownChoice(let flag, let name, let known):
            let list = known.isEmpty ? "none found" : known.joined(separator: ", ")
            return "\(flag) \(name): the app declares no such name; candidates: \(list)"
        case .noCoordinatorProtocol:
            return
                "no coordinator protocol found: coordgen looks for a protocol named *Coordinator* that requires start() or that coordinators conform to, or for SwiftUI coordinator classes without one (ObservableObject or @Observable, named *Coordinator, *Router or *Navigator) holding a path of routes or boolean flags; name yours with --protocol NAME"
        case .coordinatorLibrary(let library):
            return library.refusal
        case .coordinatorClassesWithoutNavigation(let found):
            return found.refusal
        case .perClassProtocolsOnly(let refusal), .undeclaredProtocol(let refusal),
            .coordinatorsOnObservableBase(let refusal), .coordinatorsSharingOnlyTheirNames(let refusal):
            return refusal
        case .outsideModulesMissing(let missing, let inherited):
            let (one, names) = (missing.count == 1, inherited.joined(separator: ", "))
            return
                "no coordinator protocol found in the app's files: its types inherit from \(names), which it does not declare, and \(missing.joined(separator: ", ")), which the project references, \(one ? "is" : "are") not here: bring \(one ? "it" : "them") into the repository and run coordgen init again, or name the app's own protocol or base class with --protocol NAME (shape.name in .coordgen.yml)"
        case .unreadableProject(let reason):
            return "\(reason); fix or remove it and run coordgen init again"
        }
    }
}
