import SwiftUI

struct JarsView: View {
    let onJar: (String) -> Void

    var body: some View {
        Button("Honey") { onJar("Honey") }
    }
}
