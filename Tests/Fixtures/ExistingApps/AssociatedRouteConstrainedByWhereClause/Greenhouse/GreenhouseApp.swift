//
//  GreenhouseApp.swift
//  Greenhouse
//

import SwiftUI

@main
struct GreenhouseApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                PlantsCoordinatorView()
                SeedsCoordinatorView()
            }
        }
    }
}
