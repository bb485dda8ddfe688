//
//  PotView.swift
//  Kiln
//

import SwiftUI

struct PotView: View {
    var body: some View {
        Text("Pot")
    }
}
