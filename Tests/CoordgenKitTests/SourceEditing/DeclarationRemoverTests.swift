import XCTest

@testable import CoordgenKit

/// `DeclarationRemover` undoes exactly what the inserters do, on the spellings they handle: a method
/// appended to a body (or to an empty `{}`), a case on its own line or beside others (`case a, b`),
/// raw values, CRLF and tabs, and a clause of a view builder's switch.
final class DeclarationRemoverTests: XCTestCase {
    private let method = """
        /// Starts the Reservation flow.
        func openReservationCoordinator() {
            start()
        }
        """

    /// Inserting with `insert` then removing with `declarations` gives `source` back, byte for byte.
    private func assertRoundTrip(
        _ source: String, declarations: [GeneratedDeclaration], insert: (String) throws -> String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let inserted = try insert(source)
        XCTAssertNotEqual(inserted, source, file: file, line: line)
        let removal = try DeclarationRemover(declarations: declarations).removing(from: inserted)
        XCTAssertEqual(removal.text, source, file: file, line: line)
        XCTAssertEqual(removal.found, Set(declarations), file: file, line: line)
    }

    func testAMethodComesOutOfAProtocolAndAClassWithItsBlankLineAndDocComment() throws {
        for source in [
            "protocol P {\n    func a()\n}\n\nfinal class C: P {\n    func a() {}\n}\n",
            "protocol P {}\n\nfinal class C: P {}\n",
            "protocol P {\r\n\tfunc a()\r\n}\r\n\r\nfinal class C: P {\r\n\tfunc a() {}\r\n}\r\n",
            "protocol P {}\n\nfinal class C: P {\n    // a comment\n}\n",
            // An indented blank line before the closing brace, which the inserter writes after.
            "protocol P {\n    func a()\n    \n}\n\nfinal class C: P {\n    func a() {}\n  \n}\n",
        ] {
            try assertRoundTrip(source, declarations: [.method("openReservationCoordinator", inTypes: ["P", "C"])]) { text in
                let withRequirement = try TypeMemberInserter.addingMethod(method, toType: "P", kind: .protocol, in: text)
                return try TypeMemberInserter.addingMethod(method, toType: "C", kind: .class, in: withRequirement)
            }
        }
    }

    func testABodyHoldingOnlyABlankLineKeepsIt() throws {
        // `protocol P: Coordinator {⏎  ⏎}`: the requirement goes after the blank line, and only it comes out.
        for source in ["protocol P {\n  \n}\n", "protocol P {\n\n}\n"] {
            try assertRoundTrip(source, declarations: [.method("openReservationCoordinator", inTypes: ["P"])]) {
                try TypeMemberInserter.addingMethod(self.method, toType: "P", kind: .protocol, in: $0)
            }
        }
    }

    func testADeclarationAppendedAtTheEndComesOutWithTheFilesEndingKept() throws {
        let declaration = "extension C: P {\n    func a() {}\n}"
        for source in ["final class C {}\n", "final class C {}", "final class C {}\n\n", "final class C {}\n  \n"] {
            let inserted = try TypeMemberInserter.appendingDeclaration(declaration, to: source)
            let removal = try DeclarationRemover(declarations: [.flowConformance(type: "C", protocol: "P")]).removing(from: inserted)
            XCTAssertEqual(removal.text, source)
        }
    }

    func testABodyLeftEmptyIsClosedUpAsTheInserterFoundIt() throws {
        // `{}` and `{⏎}` both become `{⏎    func …⏎}`; coordgen's templates and most code write `{}`.
        let inserted = try TypeMemberInserter.addingMethod(method, toType: "P", kind: .protocol, in: "protocol P {\n}\n")
        let removal = try DeclarationRemover(declarations: [.method("openReservationCoordinator", inTypes: ["P"])]).removing(from: inserted)
        XCTAssertEqual(removal.text, "protocol P {}\n")
    }

    func testACaseComesOutOfEveryLayoutTheRegistrarWrites() throws {
        for source in [
            "enum CoordinatorType {\n    case app\n    case home // the tab\n}\n",
            "enum CoordinatorType { case app, home }\n",
            "enum CoordinatorType: String {\n    case app = \"app\"\n}\n",
            "enum CoordinatorType {\n}\n",
        ] {
            try assertRoundTrip(source, declarations: [.enumCase("reservation", enumName: "CoordinatorType")]) {
                try EnumCaseRegistrar(enumName: "CoordinatorType").addingCase("reservation", to: $0)
            }
        }
    }

    func testOnlyTheNamedOwnersEnumLosesTheCase() throws {
        let source = """
            final class A { enum Destination { case home; case reservation } }
            final class B { enum Destination { case home; case reservation } }

            """
        let removal = try DeclarationRemover(declarations: [.enumCase("reservation", enumName: "B.Destination")]).removing(from: source)
        XCTAssertEqual(
            removal.text,
            "final class A { enum Destination { case home; case reservation } }\nfinal class B { enum Destination { case home; } }\n")
    }

    func testAViewBuildersClauseComesOut() throws {
        let source = """
            final class AppCoordinator {
                func view(for destination: Destination) -> some View {
                    switch destination {
                    case .home:
                        HomeView()
                    }
                }
            }

            """
        let clause = "case .reservation(let coordinator):\n    coordinator.rootView"
        try assertRoundTrip(source, declarations: [.switchClause("reservation", typeName: "AppCoordinator", function: "view(for:)")]) {
            try SwitchCaseInserter(typeName: "AppCoordinator", function: "view(for:)").addingClause(clause, handling: "reservation", to: $0)
        }
    }

    func testAMethodComesOutOfABodyThatEndedWithBlankLinesHoldingSpaces() throws {
        // The inserter adds no blank line of its own where the body already ends with one, even one holding
        // only spaces, or several: those lines stay.
        for source in [
            "final class C {\n    func a() {}\n    \n    \n}\n",
            "final class C {\n    func a() {}\n    \n}\n",
            "final class C {\n    func a() {}\n\n\n}\n",
            "final class C {\n    func a() {}\n\t\n}\n",
            // One empty line before the brace: the member goes after the last one, the blank line stays below it.
            "final class C {\n    func a() {}\n\n}\n",
            "final class C {\n    func a() {\n    }\n\n}\n\n// MARK: - Private\n",
        ] {
            try assertRoundTrip(source, declarations: [.method("openReservationCoordinator", inTypes: ["C"])]) {
                try TypeMemberInserter.addingMethod(method, toType: "C", kind: .class, in: $0)
            }
        }
    }

    func testAParentsFinishConformanceGoesWithItsLastChildFlow() throws {
        let conformance = """
            extension AppCoordinator: FinishDelegate {
                func didFinish(child: Coordinator) {
                    children.removeAll { $0 === child }
                }
            }
            """
        let open = """
            func openReservationCoordinator() {
                let coordinator = ReservationCoordinator()
                coordinator.finishDelegate = self
            }
            """
        let finish = GeneratedDeclaration.finishConformance(type: "AppCoordinator", protocol: "FinishDelegate", text: conformance, property: "finishDelegate")
        let openMethod = GeneratedDeclaration.method("openReservationCoordinator", inTypes: ["AppCoordinator"])
        for source in [
            "final class AppCoordinator {\n    func start() {}\n}\n",
            "final class AppCoordinator {\n    func start() {}\n}",
            "final class AppCoordinator {\n    func start() {}\n}\n\n\n",
        ] {
            try assertRoundTrip(source, declarations: [openMethod, finish]) { text in
                let withMethod = try TypeMemberInserter.addingMethod(open, toType: "AppCoordinator", kind: .class, in: text)
                return try TypeMemberInserter.appendingDeclaration(conformance, to: withMethod)
            }
        }
        // While another child flow still makes the parent its delegate, the conformance stays.
        let source = "final class AppCoordinator {\n    func start() {\n        other.finishDelegate = self\n    }\n}\n"
        let inserted = try TypeMemberInserter.appendingDeclaration(
            conformance, to: try TypeMemberInserter.addingMethod(open, toType: "AppCoordinator", kind: .class, in: source))
        let removal = try DeclarationRemover(declarations: [openMethod, finish]).removing(from: inserted)
        XCTAssertEqual(removal.found, [openMethod])
        XCTAssertEqual(removal.text, try TypeMemberInserter.appendingDeclaration(conformance, to: source))
        // One written differently is the user's and stays.
        let own = try TypeMemberInserter.appendingDeclaration(conformance.replacingOccurrences(of: "child }", with: "child }; log()"), to: source)
        XCTAssertEqual(try DeclarationRemover(declarations: [finish]).removing(from: own).text, own)
    }

    func testWhatIsNotThereIsNotFoundAndNothingChanges() throws {
        let source = "final class C {\n    func openOtherCoordinator() {}\n}\n"
        let removal = try DeclarationRemover(declarations: [.method("openReservationCoordinator", inTypes: ["C"])]).removing(from: source)
        XCTAssertEqual(removal.text, source)
        XCTAssertTrue(removal.found.isEmpty)
        XCTAssertThrowsError(try DeclarationRemover(declarations: []).removing(from: "final class C {"))
    }

    func testRenamingTouchesIdentifiersAndTheFilesNameOnly() throws {
        let source = """
            //
            //  ReservationCoordinator.swift
            //

            /// Runs the Reservation flow; see MyReservationCoordinator.swift.
            final class ReservationCoordinator {
                var type: CoordinatorType { .reservation }
                let title = "ReservationCoordinator"
                func openReservationCoordinator() { other.reservation = CoordinatorType.reservation }
            }

            enum CoordinatorType: String { case reservation = "reservation" }

            """
        let renamer = IdentifierRenamer(
            names: ["ReservationCoordinator": "BookingCoordinator", "openReservationCoordinator": "openBookingCoordinator"],
            cases: ["reservation": "booking"], enums: ["CoordinatorType"],
            fileNames: ["ReservationCoordinator.swift": "BookingCoordinator.swift"])
        XCTAssertEqual(
            try renamer.renaming(source),
            """
            //
            //  BookingCoordinator.swift
            //

            /// Runs the Reservation flow; see MyReservationCoordinator.swift.
            final class BookingCoordinator {
                var type: CoordinatorType { .booking }
                let title = "ReservationCoordinator"
                func openBookingCoordinator() { other.reservation = CoordinatorType.booking }
            }

            enum CoordinatorType: String { case booking = "booking" }

            """)
        XCTAssertNil(try renamer.renaming("let x = 1\n"))
    }
}
