import SwiftSyntax

/// A parent running a tab bar whose tabs are the navigation controllers it hands its children from an
/// array it holds (`private let navigationControllers: [CustomNavigationController] = [CustomNavigationController(),
/// CustomNavigationController()]`), set as the tabs in the method that then starts each child on one of
/// them (`tabBar.viewControllers = navigationControllers`, then `createHomeFlow(navigationController:
/// navigationControllers[0])`, …). The array is the parent's constant and its children take their stacks by
/// position, so a new flow gets a navigation controller of its own, appended to the tab bar's (``NewFlowStack``,
/// ``TabBarControllerProperty/addingTab(_:)``); its start method is called at the end of that method, after
/// its siblings are started, so that it is a tab from launch as they are.
struct TabsFromStackArray {
    /// The method that sets the tabs and starts the children (`startFlow`).
    let method: String
    /// The array of navigation controllers set as the tabs (`navigationControllers`).
    let array: String
    /// Where the call starting the new flow goes: the end of the last statement of that method's body.
    private let insertionOffset: Int
    private let indentation: String

    /// The method of `className` (declared in the class or an extension of it in `parsed`) setting
    /// `tabBar`'s tabs from an array of navigation controllers the class holds and handing its children
    /// elements of it; nil where there is none, or more than one, or it ends by returning.
    static func find(
        inClass className: String, tabBar: TabBarControllerProperty, parsed: ParsedSwiftSource, index: DeclarationIndex
    ) throws -> TabsFromStackArray? {
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        let arrays = stackArrays(in: TypeMemberLookup.memberBlock(of: type)?.members, types: NavigationControllerTypes(index: index))
        guard !arrays.isEmpty else { return nil }
        let extensions = parsed.tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
            .filter { SyntaxNames.typeName($0.extendedType) == className }
        let members = [TypeMemberLookup.memberBlock(of: type)?.members].compactMap { $0 } + extensions.map(\.memberBlock.members)
        let found = members.flatMap { $0.compactMap { $0.decl.as(FunctionDeclSyntax.self) } }.compactMap { function in
            function.body.flatMap { body in settingTabs(of: tabBar.name, from: arrays, in: body).map { (function, body, $0) } }
        }
        guard found.count == 1, let (function, body, array) = found.first, let last = body.statements.last,
            !last.item.is(ReturnStmtSyntax.self)
        else { return nil }
        return TabsFromStackArray(
            method: function.name.text, array: array, insertionOffset: last.endPositionBeforeTrailingTrivia.utf8Offset,
            indentation: parsed.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset))
    }

    /// `parsed` (the file `find` read) with `call` (`openZebraCoordinator()`) as the last statement of the method.
    func startingAtLaunch(_ call: String, inClass className: String, in parsed: ParsedSwiftSource) throws -> String {
        let edited = parsed.applying(.insert(parsed.lineEnding + indentation + call, at: insertionOffset))
        do {
            _ = try TypeMemberLookup.singleType(named: className, kind: .class, in: ParsedSwiftSource(edited).tree)
        } catch let error as SourceEditError {
            throw SourceEditError.verificationFailed("\(error)")
        }
        return edited
    }

    /// What `remove coordinator` takes back: the call of `openMethod` (`openZebraCoordinator`) that generation
    /// added to the method of each of `parents` setting its tabs from its array of navigation controllers.
    static func startCalls(of openMethod: String, inParents parents: [String], index: DeclarationIndex) -> [GeneratedDeclaration] {
        parents.compactMap { parent -> GeneratedDeclaration? in
            guard let declared = index.type(named: parent, kinds: [.class]), let parsed = try? ParsedSwiftSource(declared.file.text),
                let tabBar = try? TabBarControllerProperty.declared(inClass: parent, of: parsed, lacking: NewFlowAsTab.navigation.name),
                let tabs = try? find(inClass: parent, tabBar: tabBar, parsed: parsed, index: index)
            else { return nil }
            return .statement("\(openMethod)()", function: tabs.method, inTypes: [parent])
        }
    }

    /// What generation decided.
    func note(parentClass: String, flowClass: String, openMethod: String) -> String {
        "\(parentClass) sets its tabs from `\(array)` in \(method)() and hands its children those navigation controllers by position: \(flowClass) gets a new one, which \(openMethod) appends to the tabs, and \(method)() calls \(openMethod) after starting the others, so that the flow is a tab from launch"
    }

    /// The stored properties of `members` holding an array of navigation controllers, typed
    /// (`[CustomNavigationController]`) or made in place (`[UINavigationController(), UINavigationController()]`).
    private static func stackArrays(in members: MemberBlockItemListSyntax?, types: NavigationControllerTypes) -> Set<String> {
        var names: Set<String> = []
        for member in members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let element =
                    binding.typeAnnotation.flatMap { $0.type.as(ArrayTypeSyntax.self) }.flatMap { SyntaxNames.typeName($0.element) }
                    ?? madeElementType(of: binding.initializer?.value)
                if let element, types.isNavigationController(element) { names.insert(name) }
            }
        }
        return names
    }

    /// `T` of an array literal whose elements are all `T()`.
    private static func madeElementType(of value: ExprSyntax?) -> String? {
        guard let elements = value?.as(ArrayExprSyntax.self)?.elements, !elements.isEmpty else { return nil }
        let made = Set(
            elements.map { $0.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text }
        )
        return made.count == 1 ? made.first ?? nil : nil
    }

    /// The array of `arrays` that `body` sets as the tabs of `tabBar` (`tabBar.viewControllers = array`)
    /// and subscripts elsewhere (`array[0]`, handed to a child).
    private static func settingTabs(of tabBar: String, from arrays: Set<String>, in body: CodeBlockSyntax) -> String? {
        let assigned = body.statements.compactMap { item -> String? in
            guard let (target, value) = assignment(item.item) else { return nil }
            let tabs = target.as(MemberAccessExprSyntax.self)
            guard tabs?.declName.baseName.text == "viewControllers", let base = tabs?.base.map(strippingSelf), base == tabBar else {
                return nil
            }
            let array = strippingSelf(value)
            return arrays.contains(array) ? array : nil
        }
        guard assigned.count == 1, let array = assigned.first else { return nil }
        let subscripted = body.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == array && token.parent?.parent?.is(SubscriptCallExprSyntax.self) == true
        }
        return subscripted ? array : nil
    }

    /// The two sides of `a = b` as a statement, folded or not.
    private static func assignment(_ item: CodeBlockItemSyntax.Item) -> (ExprSyntax, ExprSyntax)? {
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        if let infix = expression?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return (infix.leftOperand, infix.rightOperand)
        }
        guard let elements = expression?.as(SequenceExprSyntax.self)?.elements, elements.count == 3 else { return nil }
        let parts = Array(elements)
        return parts[1].is(AssignmentExprSyntax.self) ? (parts[0], parts[2]) : nil
    }

    /// `name` of `name` or `self.name`.
    private static func strippingSelf(_ expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return member.declName.baseName.text
        }
        return expression.trimmedDescription
    }
}
