extension DeclarationIndex {
    /// Whether `typeName` conforms to `protocolName` through a protocol of the app that refines it
    /// (`extension Parent: MainFinishDelegate` where `protocol MainFinishDelegate: CoordinatorFinishDelegate`):
    /// the type then implements the protocol's requirements already, and adopting it again would
    /// declare them twice. Reads the type's declarations and extensions, then the protocols they name,
    /// as far as the app declares them; a direct conformance counts too.
    func conformsThroughRefinement(_ typeName: String, to protocolName: String) -> Bool {
        let target = Self.lastComponent(protocolName)
        var pending = (declarations(named: typeName) + extensions(of: typeName)).flatMap(\.inheritedNames)
        var seen: Set<String> = []
        while let name = pending.popLast() {
            let simple = Self.lastComponent(name)
            guard seen.insert(simple).inserted else { continue }
            if simple == target { return true }
            if let refined = type(named: simple, kinds: [.protocol]) { pending += refined.inheritedNames }
        }
        return false
    }

    static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
