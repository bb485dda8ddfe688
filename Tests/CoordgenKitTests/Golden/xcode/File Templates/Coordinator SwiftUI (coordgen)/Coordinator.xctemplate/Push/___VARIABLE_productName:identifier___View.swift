//___FILEHEADER___

import SwiftUI

/// The ___VARIABLE_productName:identifier___ screen. It shows its content and reports what the user did through its callbacks;
/// it never navigates by itself: its coordinator decides what comes next.
struct ___VARIABLE_productName:identifier___View: View {
    /// Called when the user is done with this screen.
    let onFinish: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("___VARIABLE_productName:identifier___")
                .font(.largeTitle)
            Button("Done") {
                onFinish()
            }
        }
        .navigationTitle("___VARIABLE_productName:identifier___")
    }
}

#Preview {
    NavigationStack {
        ___VARIABLE_productName:identifier___View(onFinish: {})
    }
}
