import SwiftUI

extension View {
    /// The destinations of a tab's stack, each with a title naming where Back goes.
    func routerDestination<D, C>(
        router: BaseRouter,
        backTitle: String? = nil,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        navigationDestination(for: D.self) { item in
            destination(item)
                .navigationTitle(backTitle ?? "")
        }
    }
}
