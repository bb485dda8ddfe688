/// A declaration `new coordinator` or `new screen` inserted into an existing file, as `remove` finds
/// it again: a method of a type, a case of an enum, or a clause of the switch in a type's function.
public enum GeneratedDeclaration: Sendable, Hashable, CustomStringConvertible {
    /// `func <function>` as a member of a type (or an extension of one) named in `types`, such as
    /// `openReservationCoordinator()` in `AppCoordinatorProtocol` and `AppCoordinator`.
    case method(String, inTypes: Set<String>)
    /// `case <caseName>` of the enum named `enumName` (`Owner.Enum` for the one nested in `Owner`),
    /// with any raw value or associated values.
    case enumCase(String, enumName: String)
    /// The clause of the switch in `typeName.function` (`view(for:)`) that handles exactly `.caseName`.
    case switchClause(String, typeName: String, function: String)
    /// A stored property `var <name>` of a type named in `types` (`@Published var reservation:
    /// ReservationCoordinator?`, the child a SwiftUI parent holds).
    case property(String, inTypes: Set<String>)
    /// The statement `statement` in the body of `function()` of a type named in `types`
    /// (`reservation = nil` in `childDidFinish()`); the method goes too when it is all that is left.
    case statement(String, function: String, inTypes: Set<String>)
    /// A `.sheet(item:)` or `.fullScreenCover(item:)` modifier bound to a coordinator's `property` whose
    /// content shows `view` (`.sheet(item: $coordinator.reservation) { … ReservationCoordinatorView … }`).
    case presentingModifier(property: String, view: String)
    /// A modifier bound to a coordinator's boolean flag (`.navigationDestination(isPresented:
    /// $coordinator.isShowingReceipt) { … }`, `.sheet(isPresented:)`).
    case flagModifier(String)
    /// A modifier bound to a coordinator's optional item (`.navigation(item: $coordinator.giraffeViewModel)
    /// { … }`, `.sheet(item:)`), whatever view its content shows.
    case itemModifier(String)
    /// The `.navigationDestination(for: <type>.self) { … }` modifier mapping a coordinator pushed onto a
    /// `NavigationPath` to its view.
    case destinationModifier(type: String)
    /// The top-level `extension <type>: <protocol> { … }` that made a parent a finish delegate, written
    /// as `text` (compared without regard to white space), while no `<property> = self` is left in the
    /// file to need it: `new coordinator` added it with the parent's first child flow.
    case finishConformance(type: String, protocol: String, text: String, property: String)
    /// The top-level `extension <type>: <protocol> { … }` that made a parent adopt a flow's own delegate
    /// protocol (`extension AppCoordinator: ZebraCoordinatorDelegate`): it goes with the flow that
    /// declares the protocol, whatever its body holds.
    case flowConformance(type: String, protocol: String)
    /// A copy `new coordinator --like` inserted right after the example's wiring (a member, a switch
    /// clause, a top-level extension), found again by its text (compared without regard to white
    /// space) and taken out with the separator written before it; `what` names it for the output.
    case wiringCopy(String, what: String)
    /// The key path of a tab (`\MainTabCoordinator.zebra`) among the starting items of a Stinsen tab
    /// coordinator's `TabChild`, taken out with the separator written before it.
    case startingItem(String, inType: String)

    public var description: String {
        switch self {
        case .property(let name, let types): "var \(name) from \(types.sorted().joined(separator: " and "))"
        case .statement(let statement, let function, let types):
            "`\(statement)` from \(types.sorted().joined(separator: " and ")).\(function)()"
        case .presentingModifier(let property, let view): "the modifier presenting \(view) for \(property)"
        case .flagModifier(let flag): "the modifier bound to \(flag)"
        case .itemModifier(let item): "the modifier bound to \(item)"
        case .destinationModifier(let type): "the .navigationDestination(for: \(type).self) modifier"
        case .finishConformance(let type, let proto, _, _): "the extension making \(type) a \(proto)"
        case .flowConformance(let type, let proto): "the extension making \(type) a \(proto)"
        case .wiringCopy(_, let what): what
        case .startingItem(let keyPath, let type): "\(keyPath) from \(type)'s starting items"
        case .method(let name, let types): "\(name)() from \(types.sorted().joined(separator: " and "))"
        case .enumCase(let name, let enumName): "case \(name) from \(enumName)"
        case .switchClause(let name, let typeName, let function): "case .\(name) from \(typeName).\(function)"
        }
    }
}
