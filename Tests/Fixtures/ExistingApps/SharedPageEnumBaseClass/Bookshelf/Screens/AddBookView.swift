import SwiftUI

struct AddBookView: View {
    let onDone: () -> Void

    var body: some View {
        Button("Done") { onDone() }
    }
}
