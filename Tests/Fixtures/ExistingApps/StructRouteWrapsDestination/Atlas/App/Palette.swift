//
//  Palette.swift
//  Atlas
//

import UIKit

/// The app's colours, for the few places that still draw with UIKit.
enum Palette {
    static let ocean = UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1)
}
