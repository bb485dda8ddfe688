import SwiftUI

/// One coordinator owns the path; it observes each change of it (here to count the depth), which
/// makes the path a stored property with a `didSet`, still appended to and built like any other. Its
/// pop and dismiss are its own business (`private`): screens that reach it through the environment
/// tell it what happened (`tidesChecked()`), and it decides.
@MainActor
final class Coordinator: ObservableObject {
    @Published var path = NavigationPath() {
        didSet {
            depth = path.count
        }
    }
    @Published var sheet: Sheet? {
        willSet {
            lastSheet = sheet
        }
    }
    private(set) var depth = 0
    private(set) var lastSheet: Sheet?

    func push(_ page: Page) {
        path.append(page)
    }

    private func pop() {
        path.removeLast()
    }

    func present(_ sheet: Sheet) {
        self.sheet = sheet
    }

    private func dismissSheet() {
        sheet = nil
    }

    func tidesChecked() {
        dismissSheet()
    }

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .berths:
            BerthsView(onVessel: { [weak self] name in
                self?.push(.vessel(name: name))
            }, onTides: { [weak self] in
                self?.present(.tides)
            })
        case .vessel(let name):
            VesselView(name: name)
        }
    }

    @ViewBuilder
    func build(sheet: Sheet) -> some View {
        switch sheet {
        case .tides:
            TidesView()
        }
    }
}
