import SwiftUI

struct ReceiptView: View {
    @Environment(GalleryRouter.self) private var router

    var body: some View {
        EmptyView()
    }
}
