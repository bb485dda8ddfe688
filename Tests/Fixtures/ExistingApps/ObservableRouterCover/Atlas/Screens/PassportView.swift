import SwiftUI

struct PassportView: View {
    @Environment(AppRouter.self) private var router

    var body: some View {
        Button("Close") {
            router.closeCover()
        }
    }
}
