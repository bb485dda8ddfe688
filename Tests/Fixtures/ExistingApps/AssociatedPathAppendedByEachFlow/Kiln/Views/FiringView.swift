//
//  FiringView.swift
//  Kiln
//

import SwiftUI

struct FiringView: View {
    let onDone: () -> Void

    var body: some View {
        Button("Done") { onDone() }
    }
}
