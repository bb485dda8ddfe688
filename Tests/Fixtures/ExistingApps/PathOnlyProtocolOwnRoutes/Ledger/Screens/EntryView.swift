import SwiftUI

struct EntryView: View {
    let number: Int

    var body: some View {
        Text("Entry \(number)")
            .navigationTitle("Entry")
    }
}
