//
//  Router.swift
//  Harbor
//

import UIKit

/// How a coordinator shows its first screen and leaves it.
protocol Router: AnyObject {
    func start(_ viewController: UIViewController, animated: Bool, onEnded: (() -> Void)?)
    func end(animated: Bool)
}
