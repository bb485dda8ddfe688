import SwiftUI

class TrailDetailCoordinator: BaseCoordinator {
    @ViewBuilder
    func build() -> some View {
        TrailDetailView()
    }
}
