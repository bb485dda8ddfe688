import SwiftSyntax
import XCTest

@testable import CoordgenKit

/// `SwiftDeclarationLookup.isDeclaration` answers what the cast `is any DeclSyntaxProtocol.Type` answers,
/// for every node type a declaration, expression, statement, pattern or type can be, and a few others.
final class DeclarationNodeTypeTests: XCTestCase {
    func testItAnswersAsTheCastForEveryNodeType() {
        var types: [any SyntaxProtocol.Type] = [
            DeclSyntax.self, ExprSyntax.self, StmtSyntax.self, PatternSyntax.self, TypeSyntax.self, TokenSyntax.self,
            CodeBlockItemSyntax.self, MemberBlockItemSyntax.self, EnumCaseElementSyntax.self, SourceFileSyntax.self,
        ]
        for structure in [DeclSyntax.structure, ExprSyntax.structure, StmtSyntax.structure, PatternSyntax.structure, TypeSyntax.structure] {
            guard case .choices(let choices) = structure else { return XCTFail("\(structure) has no choices") }
            for case .node(let type) in choices { types.append(type) }
        }
        XCTAssertGreaterThan(types.count, 100)
        var declarations = 0
        for type in types {
            let expected = type is any DeclSyntaxProtocol.Type
            if expected { declarations += 1 }
            XCTAssertEqual(SwiftDeclarationLookup.isDeclaration(type), expected, "\(type)")
        }
        XCTAssertGreaterThan(declarations, 20)
    }
}
