import SwiftUI

/// The views of every page, shared by all coordinators.
extension Coordinator {
    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .nest: NestView()
        case .perch: PerchView()
        }
    }

    @ViewBuilder
    func build(sheet: Sheet) -> some View {
        switch sheet {
        case .feeder: FeederView()
        }
    }
}
