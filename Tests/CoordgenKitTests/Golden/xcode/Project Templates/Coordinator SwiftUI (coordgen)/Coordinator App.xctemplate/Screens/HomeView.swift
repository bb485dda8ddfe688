//___FILEHEADER___

import SwiftUI

/// The Home screen. It shows its content and reports what the user did through its callbacks;
/// it never navigates by itself: its coordinator decides what comes next.
struct HomeView: View {
    /// Called when the user is done with this screen.
    let onFinish: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Home")
                .font(.largeTitle)
            Button("Done") {
                onFinish()
            }
        }
        .navigationTitle("Home")
    }
}

#Preview {
    NavigationStack {
        HomeView(onFinish: {})
    }
}
