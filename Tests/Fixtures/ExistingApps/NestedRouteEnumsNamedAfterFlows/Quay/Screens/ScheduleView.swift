import SwiftUI

struct ScheduleView: View {
    let onFinish: () -> Void

    var body: some View {
        Button("Done") { onFinish() }
    }
}
