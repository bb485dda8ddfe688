extension PerFlowDelegateDetector {
    /// The names of the app's top-level protocols, to ask whether one starts with a flow's name before
    /// its coordinator's members are read: a flow's own delegate (or its parent's protocol) is a
    /// protocol named after the flow, so a flow no protocol name starts with has none. Reading every
    /// coordinator's stored properties' types cost 80,000 instructions a coordinator (24 M in `init`
    /// over the large app of `Benchmarks/LargeApp`, which has no such protocol).
    struct ProtocolPrefixes {
        /// ASCII names, sorted: their characters are their bytes, so a prefix is found by a binary search.
        private let ascii: [String]
        /// The others, asked one by one as `hasPrefix` asks.
        private let others: [String]

        init(_ index: DeclarationIndex) {
            let names = index.types.filter { $0.kind == .protocol && !$0.isNested }.map(\.name)
            ascii = names.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.sorted()
            others = names.filter { !$0.utf8.allSatisfy { $0 < 0x80 } }
        }

        /// Whether some protocol's name may start with `stem` (`hasPrefix`); true whenever `stem` is not ASCII.
        func someName(mayStartWith stem: String) -> Bool {
            guard stem.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
            if others.contains(where: { $0.hasPrefix(stem) }) { return true }
            var (low, high) = (0, ascii.count)
            while low < high {
                let middle = (low + high) / 2
                if ascii[middle] < stem { low = middle + 1 } else { high = middle }
            }
            return low < ascii.count && ascii[low].utf8.starts(with: stem.utf8)
        }
    }
}
