//
//  Coordinator.swift
//  Harbor
//

import UIKit

/// The coordinators' base: each flow names the screen it starts with.
open class Coordinator {
    var router: Router
    var children = [Coordinator]()
    var startViewController: UIViewController { UIViewController() }

    init(router: Router) {
        self.router = router
    }
}

extension Coordinator {
    func start(animated: Bool = true, onEnded: (() -> Void)? = nil) {
        router.start(startViewController, animated: animated, onEnded: onEnded)
    }

    func end(animated: Bool = true) {
        router.end(animated: animated)
    }

    func startChild(_ child: Coordinator, animated: Bool = true) {
        children.append(child)
        child.start(animated: animated) { [weak self, weak child] in
            guard let self, let child else { return }
            self.children.removeAll { $0 === child }
        }
    }
}
