/// A place in code the user wrote that still uses what a removal takes away, and what to do there.
public struct UserReference: Sendable, Equatable, Comparable, CustomStringConvertible {
    public let place: SourceReference
    /// What the code does there: "calls openReservationCoordinator()", "uses ReservationCoordinator",
    /// "handles case .reservation".
    public let what: String
    /// What the user should do about it.
    public let advice: String

    public var description: String { "\(place): \(what): \(advice)" }

    public static func < (lhs: UserReference, rhs: UserReference) -> Bool {
        (lhs.place, lhs.what) < (rhs.place, rhs.what)
    }
}
