//
//  ShipsCoordinator.swift
//  Harbor
//

import UIKit

final class ShipsCoordinator: Coordinator {
    override var startViewController: UIViewController {
        ShipsViewController()
    }
}
