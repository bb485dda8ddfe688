//
//  CatalogModule.swift
//  Atlas
//

import UIKit

struct CatalogModule {
    func build(onDone: @escaping () -> Void) -> UIViewController {
        let viewController = CatalogViewController()
        viewController.onDone = onDone
        return viewController
    }
}
