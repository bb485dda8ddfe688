extension CoordinatorConformances {
    /// The names of the classes that the app's coordinator classes inherit from: the bases. A test double
    /// subclassing a flow (`MockHomeCoordinator: HomeCoordinator` in the test target) makes no base of
    /// that flow; it stays a flow like its siblings, so a base class they all share is still the one base.
    static func baseNames(of classes: [TypeDeclaration]) -> Set<String> {
        Set(classes.filter { !$0.isDeclaredInTests }.compactMap(\.inheritedNames.first))
    }
}
