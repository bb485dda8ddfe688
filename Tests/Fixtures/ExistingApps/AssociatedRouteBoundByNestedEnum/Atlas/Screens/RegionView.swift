//
//  RegionView.swift
//  Atlas
//

import SwiftUI

struct RegionView: View {
    let name: String

    var body: some View {
        VStack {
            Text(name)
        }
    }
}
