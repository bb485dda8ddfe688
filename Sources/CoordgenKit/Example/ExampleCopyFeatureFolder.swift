/// A copied file kept in a feature folder of the example's flow that is not spelled like the flow
/// (`Features/Server/Coordinator/ServerListCoordinator.swift`, or its first screen's own
/// `Authentication/AuthenticationViewController.swift`), where the app keeps its flows one per such
/// folder (`layout.coordinators` or `layout.screens` of `.coordgen.yml`: `Features/{Name}`): the copy
/// goes into the folder the pattern names for the new flow, the example's folders below kept
/// (`Features/Zebra/Coordinator/ZebraCoordinator.swift`), not into the example's feature folder, which
/// swapping the example's name in its path cannot rename. A folder that also holds another flow's
/// coordinator is shared, not the example's: files in it stay beside the example's.
struct ExampleCopyFeatureFolder {
    /// The layout's patterns, up to the component naming the flow (`Features/{Name}`).
    let flowPatterns: [String]
    /// The folders of the coordinators of the flows other than the example.
    let otherFlowsFolders: [String]
    /// The new flow's name (`Zebra`).
    let newFlow: String

    /// From the layout's `coordinators` and `screens` patterns without an area (`*`, `{Parent}`).
    init(layout: LayoutConventions?, otherFlowsFolders: [String], newFlow: String) {
        flowPatterns = [layout?.coordinators, layout?.screens].compactMap { pattern -> String? in
            guard let pattern, !LayoutConventions.hasArea(pattern) else { return nil }
            let components = pattern.split(separator: "/").map(String.init)
            guard
                let named = components.firstIndex(where: {
                    $0.contains(NamingScheme.placeholder) || $0.contains(LayoutConventions.titlePlaceholder)
                })
            else { return nil }
            return components[...named].joined(separator: "/")
        }
        self.otherFlowsFolders = otherFlowsFolders
        self.newFlow = newFlow
    }

    /// The copy's path moved into the new flow's folder, with the feature folder it left and the one it
    /// went to; nil where no pattern names a folder of `path` as one flow's.
    func relocated(_ path: String) -> (path: String, from: String, to: String)? {
        let components = path.split(separator: "/").map(String.init)
        for pattern in flowPatterns {
            let count = pattern.split(separator: "/").count
            guard components.count > count else { continue }
            let folder = components.prefix(count).joined(separator: "/")
            guard LayoutDetector.folder(folder, matches: pattern),
                !otherFlowsFolders.contains(where: { $0 == folder || $0.hasPrefix(folder + "/") })
            else { continue }
            let target = LayoutConventions.folder(pattern, flow: newFlow)
            guard target != folder else { continue }
            return (([target] + components.dropFirst(count)).joined(separator: "/"), folder, target)
        }
        return nil
    }
}
