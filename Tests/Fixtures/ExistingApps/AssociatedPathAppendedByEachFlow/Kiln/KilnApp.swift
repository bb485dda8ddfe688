//
//  KilnApp.swift
//  Kiln
//

import SwiftUI

@main
struct KilnApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                GlazeHomeView()
                ShelfHomeView()
            }
        }
    }
}
