import SwiftUI

extension View {
    /// Pushes `destination` while `item` holds a value, and clears it when the user goes back.
    func navigation<Item, Destination: View>(
        item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> Destination
    ) -> some View {
        let isActive = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { active in if !active { item.wrappedValue = nil } }
        )
        return navigationDestination(isPresented: isActive) {
            if let value = item.wrappedValue {
                destination(value)
            }
        }
    }
}
