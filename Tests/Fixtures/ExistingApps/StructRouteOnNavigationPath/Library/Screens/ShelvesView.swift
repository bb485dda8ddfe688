//
//  ShelvesView.swift
//  Library
//

import SwiftUI

struct ShelvesView: View {
    let onBook: (String) -> Void
    let onLoans: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Moby-Dick") {
                onBook("9780142437247")
            }
            Button("Loans") {
                onLoans()
            }
        }
        .navigationTitle("Shelves")
    }
}
