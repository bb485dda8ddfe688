//
//  SettingsModule.swift
//  Atlas
//

import UIKit

struct SettingsModule {
    func build(onDone: @escaping () -> Void) -> UIViewController {
        let viewController = SettingsViewController()
        viewController.onDone = onDone
        return viewController
    }
}
