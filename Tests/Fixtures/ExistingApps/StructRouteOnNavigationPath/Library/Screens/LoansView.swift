//
//  LoansView.swift
//  Library
//

import SwiftUI

struct LoansView: View {
    let onClose: () -> Void

    var body: some View {
        Button("Close") {
            onClose()
        }
        .navigationTitle("Loans")
    }
}
