import SwiftSyntax

extension StinsenFamily {
    /// A new flow under a `TabCoordinatable` parent is its last tab: a route naming the tab's item
    /// (`@Route(tabItem: makeZebraTab) var zebra = makeZebra`) after the parent's last route, the make
    /// function returning the child (wrapped as most of the parent's tabs are, in a
    /// `NavigationViewCoordinator` where no tab is a coordinator yet) and the tab item function (labelled
    /// as the sibling's) after the last tab's functions, and the route's key path after the last of the
    /// parent's `TabChild(startingItems:)`. Every edit is an insertion; the next step is returned.
    func wireTab(_ request: CoordinatorRequest, into parent: TypeDeclaration, sources: inout ProjectSources, plan: inout Plan) throws -> String {
        let (name, flowClass, project) = (request.name, request.conventions.flowClass, request.project)
        let index = project.model.index
        let routes = StinsenDetector.routes(of: parent, in: index)
        let declarations = [parent] + index.extensions(of: parent.name)
        let functions = declarations.flatMap { declaration in
            (declaration.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map { (declaration, $0) }
        }
        let sibling = routes.last { $0.tabItem != nil }
        let wrapper = Self.tabWrapper(routes)
        let make = Self.makeFunction(name.typeStem)
        let tabItem = "\(make)Tab"
        let returned = wrapper.map { "\($0)<\(flowClass)>" } ?? flowClass
        let made = wrapper.map { "\($0)(\(flowClass)())" } ?? "\(flowClass)()"
        let label = sibling.flatMap { route in functions.first { $0.1.name.text == route.tabItem } }.flatMap { Self.parameter(of: $0.1) } ?? "isActive"
        let makeText = "func \(make)() -> \(returned) {\n    return \(made)\n}"
        let tabText = "@ViewBuilder func \(tabItem)(\(label): Bool) -> some View {\n    Text(\"\(name.title)\")\n}"

        let classURL = project.url(for: parent.file.path)
        guard StinsenStartingItemInserter.startingItems(ofClass: parent.name, in: try sources.parsed(classURL).tree) != nil else {
            throw GeneratorError.cannotGenerate(
                "\(parent.name) makes its tabs (`child`) with no array of key paths coordgen can add \\\(parent.name).\(name.caseIdentifier) to (`child = TabChild(startingItems: [...])`, in its declaration or its initialiser, or in a closure called there): list its tabs that way, then run the command again")
        }
        let route = "@Route(tabItem: \(tabItem)) var \(name.caseIdentifier) = \(make)"
        try sources.edit(classURL, action: "added \(route)", target: parent.name) {
            try StinsenRouteInserter.addingRoute(route, named: name.caseName, toClass: parent.name, in: $0)
        }
        let keyPath = "\\\(parent.name).\(name.caseIdentifier)"
        var before: String?
        try sources.edit(classURL, action: "added \(keyPath) as a starting item", target: parent.name) {
            let added = try StinsenStartingItemInserter.addingStartingItem(keyPath, toClass: parent.name, in: $0)
            before = added.before
            return added.text
        }
        let anchor = Self.lastFunction(of: sibling, among: functions)
        let url = anchor.map { project.url(for: $0.declaration.file.path) } ?? classURL
        try sources.edit(url, action: "added \(make)() and \(tabItem)(\(label):)", target: parent.name) {
            let withMake = try StinsenRouteInserter.addingFunction(makeText, named: make, after: anchor?.name, ofType: parent.name, in: $0)
            return try StinsenRouteInserter.addingFunction(tabText, named: tabItem, after: make, ofType: parent.name, in: withMake)
        }
        let why = sibling.map { "after its tab \($0.name)" } ?? "its first tab route"
        let place =
            before.map { "before \($0), the last, which has no comma (so no line of the list changes; move it where it belongs)" } ?? "last"
        plan.notes.append(
            "\(parent.name) is a Stinsen TabCoordinatable: \(flowClass) is a tab of it, \(route) \(why), \(keyPath) among its starting items \(place), made by \(make)()\(wrapper.map { " wrapped in \($0)" } ?? "") and shown in the tab bar by \(tabItem)(\(label):), which shows Text(\"\(name.title)\")")
        return "give the \(name.title) tab its icon in \(parent.name).\(tabItem)(\(label):); a view holding \(parent.name)'s router focuses it with router.focusFirst(\\.\(name.caseName))"
    }

    /// The wrapper most of a tab coordinator's child tabs are made in (a tie: wrapped); a
    /// `NavigationViewCoordinator` where no tab is a coordinator of the app yet, so the new flow's stack
    /// has a navigation bar.
    private static func tabWrapper(_ routes: [StinsenDetector.RoutedProperty]) -> String? {
        let children = routes.filter { $0.child != nil }
        guard !children.isEmpty else { return "NavigationViewCoordinator" }
        let wrapped = children.filter { $0.childWrapper != nil }
        return wrapped.count * 2 >= children.count ? wrapped.last?.childWrapper : nil
    }

    /// The label (and name) of a tab item function's one parameter (`isActive`, `_ active`).
    private static func parameter(of function: FunctionDeclSyntax) -> String? {
        guard let first = function.signature.parameterClause.parameters.first else { return nil }
        return ([first.firstName.text] + (first.secondName.map { [$0.text] } ?? [])).joined(separator: " ")
    }

    /// The later of the sibling tab's make and tab item functions where both are in one declaration
    /// (else the tab item's), and that declaration.
    private static func lastFunction(
        of sibling: StinsenDetector.RoutedProperty?, among functions: [(TypeDeclaration, FunctionDeclSyntax)]
    ) -> (name: String, declaration: TypeDeclaration)? {
        guard let sibling else { return nil }
        let found = functions.filter { $0.1.name.text == sibling.make || $0.1.name.text == sibling.tabItem }
        guard let tab = found.first(where: { $0.1.name.text == sibling.tabItem }) ?? found.first else { return nil }
        let sameDeclaration = found.filter { $0.0.file.path == tab.0.file.path && $0.0.line == tab.0.line }
        let last = sameDeclaration.max { $0.1.position.utf8Offset < $1.1.position.utf8Offset } ?? tab
        return (last.1.name.text, last.0)
    }
}
