//
//  StoreEvent.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

/// What the screens report to analytics: not navigation.
enum StoreEvent {
    case menuOpened
    case ordersShortcutTapped(itemCount: Int)

    var name: String {
        switch self {
        case .menuOpened:
            return "menu_opened"
        case .ordersShortcutTapped:
            return "orders_shortcut_tapped"
        }
    }
}

enum StoreAnalytics {
    static func log(_ event: StoreEvent) {
        print(event.name)
    }
}
