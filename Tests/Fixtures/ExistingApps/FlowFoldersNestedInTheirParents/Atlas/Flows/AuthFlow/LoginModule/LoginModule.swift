//
//  LoginModule.swift
//  Atlas
//

import UIKit

struct LoginModule {
    func build(onDone: @escaping () -> Void) -> UIViewController {
        let viewController = LoginViewController()
        viewController.onDone = onDone
        return viewController
    }
}
