import SwiftUI

extension View {
    /// Pushes `destination` while `item` holds a value; going back sets `item` to nil.
    func push<Item, Destination: View>(item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> Destination) -> some View {
        navigationDestination(isPresented: Self.holdsValue(item)) {
            item.wrappedValue.map(destination)
        }
    }

    /// Covers the screen with `destination` while `item` holds a value.
    func present<Item, Destination: View>(item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> Destination) -> some View {
        fullScreenCover(isPresented: Self.holdsValue(item)) {
            item.wrappedValue.map(destination)
        }
    }

    private static func holdsValue<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
        Binding(
            get: { item.wrappedValue != nil },
            set: { shown in
                if !shown {
                    item.wrappedValue = nil
                }
            }
        )
    }
}
