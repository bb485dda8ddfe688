//
//  UnitsView.swift
//  Atlas
//

import SwiftUI

struct UnitsView: View {
    var body: some View {
        VStack {
            Text("Units")
        }
    }
}
