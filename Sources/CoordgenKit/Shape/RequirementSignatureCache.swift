import Foundation

/// Requirement texts already read as declarations in this process, by text.
///
/// Reading one parses it with swift-syntax; the render conventions ask for a protocol's requirements
/// several times for every file they render (`xcode export` renders dozens), and the answer depends on
/// the text alone. The lock guards the dictionary only.
final class RequirementSignatureCache: @unchecked Sendable {
    static let shared = RequirementSignatureCache()

    private let lock = NSLock()
    private var signatures: [String: RequirementSignature] = [:]

    /// `text` read as the one declaration it spells, parsed on first use.
    func signature(_ text: String) -> RequirementSignature {
        if let cached = lock.withLock({ signatures[text] }) { return cached }
        let signature = RequirementSignature(parsing: text)
        lock.withLock { signatures[text] = signature }
        return signature
    }
}
