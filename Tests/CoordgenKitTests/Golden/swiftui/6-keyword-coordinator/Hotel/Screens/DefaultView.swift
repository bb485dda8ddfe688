//
//  DefaultView.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import SwiftUI

/// The Default screen. It shows its content and reports what the user did through its callbacks;
/// it never navigates by itself: its coordinator decides what comes next.
struct DefaultView: View {
    /// Called when the user is done with this screen.
    let onFinish: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Default")
                .font(.largeTitle)
            Button("Done") {
                onFinish()
            }
        }
        .navigationTitle("Default")
    }
}

#Preview {
    NavigationStack {
        DefaultView(onFinish: {})
    }
}
