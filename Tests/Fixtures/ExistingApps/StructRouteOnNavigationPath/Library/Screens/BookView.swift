//
//  BookView.swift
//  Library
//

import SwiftUI

struct BookView: View {
    let isbn: String

    var body: some View {
        Text(isbn)
            .navigationTitle("Book")
    }
}
