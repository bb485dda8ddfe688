//
//  KilnApp.swift
//  Kiln
//

import SwiftUI

@main
struct KilnApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                GlazeHomeView()
                ShelfHomeView()
            }
        }
    }
}
