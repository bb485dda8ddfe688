import XCTest

@testable import CoordgenKit

/// The two insertions a screen shown through a boolean flag makes: the flag beside the others, and the
/// modifier after the view's last one, in the file's own indentation, leaving every existing line as it is.
final class FlagDestinationInserterTests: XCTestCase {
    func testTheFlagGoesOnTheLineAfterTheLastOneWithItsAttributesAndItsTrailingCommentStays() throws {
        let source = """
            final class NotesCoordinator: ObservableObject {
            \t@Published var isShowingEditor = false
            \t@Published private(set) var isShowingSettings = false // the settings
            \tvar title = "Notes"
            }

            """
        let edited = try FlagDestinationInserter.addingFlag(
            "isShowingReceipt", prefix: "isShowing", toClass: "NotesCoordinator", in: source)
        XCTAssertEqual(
            edited,
            """
            final class NotesCoordinator: ObservableObject {
            \t@Published var isShowingEditor = false
            \t@Published private(set) var isShowingSettings = false // the settings
            \t@Published private(set) var isShowingReceipt = false
            \tvar title = "Notes"
            }

            """)
        XCTAssertThrowsError(
            try FlagDestinationInserter.addingFlag("isShowingEditor", prefix: "isShowing", toClass: "NotesCoordinator", in: source))
        // A class with no flag yet (a flow coordgen wrote) gets its first one after its stored properties.
        let first = try FlagDestinationInserter.addingFlag(
            "isPresentingReceipt", prefix: "isPresenting", toClass: "NotesCoordinator", in: source)
        XCTAssertTrue(first.contains("\tvar title = \"Notes\"\n\t@Published var isPresentingReceipt = false\n}"), first)
    }

    func testTheModifierFollowsTheOutermostFlagModifierInTheFilesIndentation() throws {
        let source = """
            struct NotesCoordinatorView: View {
            \t@ObservedObject var coordinator: NotesCoordinator

            \tvar body: some View {
            \t\tNotesView()
            \t\t\t.navigationDestination(isPresented: $coordinator.isShowingEditor) {
            \t\t\t\tEditorView()
            \t\t\t}
            \t\t\t.sheet(isPresented: $coordinator.isShowingSettings) {
            \t\t\t\tSettingsView()
            \t\t\t}
            \t\t\t.navigationTitle("Notes")
            \t}
            }

            """
        let edited = try FlagDestinationInserter.addingModifier(
            "fullScreenCover", flag: "isShowingHelp", content: { flag, unit in "HelpView(onFinish: {\n\(unit)\(flag) = false\n})" },
            toView: "NotesCoordinatorView", in: source)
        XCTAssertEqual(
            edited,
            """
            struct NotesCoordinatorView: View {
            \t@ObservedObject var coordinator: NotesCoordinator

            \tvar body: some View {
            \t\tNotesView()
            \t\t\t.navigationDestination(isPresented: $coordinator.isShowingEditor) {
            \t\t\t\tEditorView()
            \t\t\t}
            \t\t\t.sheet(isPresented: $coordinator.isShowingSettings) {
            \t\t\t\tSettingsView()
            \t\t\t}
            \t\t\t.fullScreenCover(isPresented: $coordinator.isShowingHelp) {
            \t\t\t\tHelpView(onFinish: {
            \t\t\t\t\tcoordinator.isShowingHelp = false
            \t\t\t\t})
            \t\t\t}
            \t\t\t.navigationTitle("Notes")
            \t}
            }

            """)
    }

    func testAViewWithoutAFlagModifierIsRefused() {
        let source = "struct PlainView: View {\n    var body: some View {\n        Text(\"Hi\")\n    }\n}\n"
        XCTAssertThrowsError(
            try FlagDestinationInserter.addingModifier(
                "sheet", flag: "isShowingHelp", content: { _, _ in "HelpView()" }, toView: "PlainView", in: source)
        ) { error in
            XCTAssertTrue("\(error)".contains("PlainView has no .fullScreenCover(isPresented:), .navigationDestination(isPresented:), .sheet(isPresented:) bound to a property"), "\(error)")
        }
    }
}
