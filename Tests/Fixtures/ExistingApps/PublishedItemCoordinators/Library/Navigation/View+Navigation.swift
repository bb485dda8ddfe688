import SwiftUI

extension View {
    /// Pushes `destination` while `item` holds a value, and clears `item` when the user goes back.
    func navigation<Item, Destination: View>(
        item: Binding<Item?>,
        @ViewBuilder destination: @escaping (Item) -> Destination
    ) -> some View {
        let isActive = Binding(
            get: { item.wrappedValue != nil },
            set: { value in
                if !value {
                    item.wrappedValue = nil
                }
            }
        )
        return navigationDestination(isPresented: isActive) {
            item.wrappedValue.map(destination)
        }
    }
}
