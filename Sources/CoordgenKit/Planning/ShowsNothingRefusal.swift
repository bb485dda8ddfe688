/// A new coordinator that would show nothing: the protocol gives coordinators no navigation controller
/// and coordgen finds no stack, router or window that reaches the new flow, so the built-in family could
/// only write a flow that creates its screen and leaves showing it to the user. Where the app has a flow
/// to copy, `new coordinator` makes the flow like it instead (generation by example); only where no copy
/// can be made is the flow that shows nothing written, with its note.
enum ShowsNothingRefusal {
    /// The words every such refusal carries, so a refusal built around it is known for one.
    static let marker = "so a coordinator coordgen writes would show nothing"

    static func reason(protocolName: String, flowClass: String) -> String {
        "\(protocolName) gives coordinators no navigation controller and coordgen finds no stack or router that reaches \(flowClass), \(marker)"
    }

    /// Whether `refusal` (the fallback's, which may quote the family's) stems from it.
    static func stems(_ refusal: String) -> Bool { refusal.contains(marker) }
}
