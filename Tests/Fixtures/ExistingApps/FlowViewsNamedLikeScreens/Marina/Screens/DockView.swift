import SwiftUI

struct DockView: View {
    let number: Int
    let onFinish: () -> Void

    var body: some View {
        Button("Leave dock \(number)") { onFinish() }
    }
}
