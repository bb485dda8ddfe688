//
//  LegendView.swift
//  Atlas
//

import SwiftUI

struct LegendView: View {
    var body: some View {
        VStack {
            Text("Legend")
        }
    }
}
