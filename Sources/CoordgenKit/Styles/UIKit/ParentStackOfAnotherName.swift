/// A parent that holds its navigation stack under another name than the protocol's property (a root
/// outside the protocol keeping `rootViewController: RootViewController`, an app subclass of
/// `UINavigationController`, and handing it to its children as `navigationController:`): the new flow is
/// made with that stack, as the parent's other children are, instead of a refusal for a missing
/// `navigationController`. Only a stack the parent can hand as it is (not optional) counts.
struct ParentStackOfAnotherName {
    let stack: HeldNavigationStack

    var property: PropertyRequirement { stack.property }

    /// The stack `parentClass` holds (its own or a base class's) under a name other than `navigation`'s.
    static func find(
        in parentClass: String, source: String, navigation: PropertyRequirement, index: DeclarationIndex
    ) throws -> ParentStackOfAnotherName? {
        guard let stack = try HeldNavigationStack.find(inClass: parentClass, source: source, index: index),
            stack.property.name != navigation.name, !stack.property.optional
        else { return nil }
        return ParentStackOfAnotherName(stack: stack)
    }

    /// The decision, said as a note.
    func note(parentClass: String, navigation: PropertyRequirement, flowClass: String) -> String {
        let declared = stack.declaredBy == parentClass ? "" : " (declared by \(stack.declaredBy))"
        return
            "\(parentClass) has no `\(navigation.name)` but holds the navigation controller `\(property.name): \(property.type)`\(declared): \(flowClass) is made with it as its `\(navigation.name)`"
    }
}
