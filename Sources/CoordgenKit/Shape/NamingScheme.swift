/// How the app names its coordinator protocols, classes and screens; `{Name}` stands for the flow.
public struct NamingScheme: Codable, Equatable, Sendable {
    /// Each flow's protocol (`{Name}CoordinatorProtocol`, `{Name}Coordinator`); absent when flows have
    /// classes only.
    public var flowProtocol: String?
    /// Each flow's class (`{Name}Coordinator`, `Default{Name}Coordinator`, `{Name}CoordinatorImpl`).
    public var flowClass: String
    /// The root coordinator's class (`AppCoordinator`, `MainCoordinator`).
    public var root: String
    /// Each screen's class (`{Name}ViewController`).
    public var screen: String
    /// The method a parent starts a child flow with (`run{Name}Flow`); absent for `open{Name}Coordinator`.
    public var openFlow: String?

    public init(flowProtocol: String?, flowClass: String, root: String, screen: String, openFlow: String? = nil) {
        self.flowProtocol = flowProtocol
        self.flowClass = flowClass
        self.root = root
        self.screen = screen
        self.openFlow = openFlow
    }

    /// The method a parent starts the flow `name` with (`runReservationFlow`), without parentheses.
    public func openFlowMethod(for name: String) -> String {
        Self.apply(openFlow ?? "open\(Self.placeholder)Coordinator", to: name)
    }

    /// The opener of flows whose classes are named `{Name}` and a word other than `Coordinator`
    /// (`open{Name}Flow` for `{Name}Flow`, `open{Name}Router` for `{Name}Router`); nil for
    /// `{Name}Coordinator`, `{Name}CoordinatorImpl` or a prefix, which keep `open{Name}Coordinator`.
    static func openerNamedLikeFlows(flowClass: String) -> String? {
        guard flowClass.hasPrefix(placeholder) else { return nil }
        let suffix = flowClass.dropFirst(placeholder.count)
        guard let first = suffix.first, first.isUppercase, suffix.allSatisfy({ $0.isASCII && $0.isLetter }), !suffix.contains("Coordinator")
        else { return nil }
        return "open\(placeholder)\(suffix)"
    }

    /// What the screen pattern puts after the flow's name (`Controller` for `{Name}Controller`), when
    /// the pattern ends in one; a user who types it gets no screen named twice.
    public var screenSuffix: String? {
        let parts = screen.components(separatedBy: Self.placeholder)
        guard parts.count == 2, parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return parts[1]
    }

    /// The placeholder in every pattern.
    public static let placeholder = "{Name}"

    /// `pattern` with the flow's name put in.
    public static func apply(_ pattern: String, to name: String) -> String {
        pattern.replacingLiteral(placeholder, with: name)
    }

    /// The flow name that `pattern` turns into `typeName`, if it does (`Default{Name}Coordinator`
    /// matches `DefaultHomeCoordinator` with `Home`); the name must not be empty.
    public static func match(_ pattern: String, _ typeName: String) -> String? {
        let parts = parts(of: pattern)
        guard parts.count == 2 else { return pattern == typeName ? "" : nil }
        let (prefix, suffix) = (parts[0], parts[1])
        guard typeName.count > prefix.count + suffix.count, typeName.hasPrefix(prefix), typeName.hasSuffix(suffix) else {
            return nil
        }
        return String(typeName.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// `pattern.components(separatedBy: placeholder)`, found in the UTF-8 bytes: every type of a large
    /// app is matched against the naming patterns, and Foundation's search cost a few per cent of `tree` and `init`.
    private static func parts(of pattern: String) -> [String] {
        let bytes = Array(pattern.utf8)
        let marker = Array(placeholder.utf8)
        var parts: [String] = []
        var start = 0
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index..<(index + marker.count)].elementsEqual(marker) {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += marker.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }
}
