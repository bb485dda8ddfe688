//
//  DocksCoordinator.swift
//  Harbor
//

import UIKit

final class DocksCoordinator: Coordinator {
    override var startViewController: UIViewController {
        DocksViewController()
    }
}
