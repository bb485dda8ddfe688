import SwiftUI

struct DockView: View {
    let id: Int
    let onSchedule: () -> Void

    var body: some View {
        Button("Schedule for dock \(id)") { onSchedule() }
    }
}
