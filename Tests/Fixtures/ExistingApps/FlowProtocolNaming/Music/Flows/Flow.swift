//
//  Flow.swift
//  Music
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

protocol Flow: AnyObject {
    var onFinish: (() -> Void)? { get set }
    var navigationController: UINavigationController { get set }
    var childFlows: [any Flow] { get set }

    init(_ navigationController: UINavigationController)

    func start()
    func finish()
}

extension Flow {
    func finish() {
        childFlows.removeAll()
        onFinish?()
    }
}
