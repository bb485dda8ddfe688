import Foundation

extension ProjectSources {
    /// Whether a Swift file of the project declares a class or protocol of that name.
    mutating func declaresClassOrProtocol(named name: String) -> Bool {
        for url in swiftFiles(containing: name) {
            guard let text = try? text(of: url) else { continue }
            if TypeMemberInserter.declaresType(named: name, kind: .class, in: text)
                || TypeMemberInserter.declaresType(named: name, kind: .protocol, in: text)
            {
                return true
            }
        }
        return false
    }

    /// Whether class `className` conforms to `protocolName` in any file of the project (its own
    /// declaration or an extension).
    mutating func classConforms(_ className: String, to protocolName: String) -> Bool {
        for url in swiftFiles(containing: protocolName) {
            guard let text = try? text(of: url), text.containsUTF8(className) else { continue }
            if (try? TypeMemberInserter.classConforms(className, to: protocolName, in: text)) == true { return true }
            if TypeMemberInserter.extensionDeclaresConformance(of: className, to: protocolName, in: text) { return true }
        }
        return false
    }
}
