//
//  LogbookView.swift
//  Lighthouse
//

import SwiftUI

struct LogbookView: View {
    let entry: String

    var body: some View {
        Text(entry)
    }
}
