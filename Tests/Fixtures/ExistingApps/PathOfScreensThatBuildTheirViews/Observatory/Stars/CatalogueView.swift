import SwiftUI

struct CatalogueView: View {
    let navigator: StarsNavigating

    var body: some View {
        Button("Constellation") {
            navigator.showConstellation()
        }
    }
}
