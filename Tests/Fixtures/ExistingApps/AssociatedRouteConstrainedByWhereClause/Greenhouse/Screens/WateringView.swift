//
//  WateringView.swift
//  Greenhouse
//

import SwiftUI

struct WateringView: View {
    var body: some View {
        Text("Water")
    }
}
