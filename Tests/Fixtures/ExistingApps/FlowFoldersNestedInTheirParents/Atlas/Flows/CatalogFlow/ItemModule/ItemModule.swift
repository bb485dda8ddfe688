//
//  ItemModule.swift
//  Atlas
//

import UIKit

struct ItemModule {
    func build(onDone: @escaping () -> Void) -> UIViewController {
        let viewController = ItemViewController()
        viewController.onDone = onDone
        return viewController
    }
}
