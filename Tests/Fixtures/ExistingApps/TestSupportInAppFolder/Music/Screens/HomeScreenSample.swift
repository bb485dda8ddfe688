//
//  HomeScreenSample.swift
//  Music
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

/// A Home screen ready for the tests: kept beside the screen it stands for, built by the test target only.
enum HomeScreenSample {
    static func make() -> HomeViewController {
        let screen = HomeViewController()
        screen.loadViewIfNeeded()
        return screen
    }
}
