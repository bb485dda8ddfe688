//
//  DogsViewController.swift
//  Kennel
//

import UIKit

final class DogsViewController: UIViewController {
    private let coordinator: DogsCoordinatorProtocol

    init(coordinator: DogsCoordinatorProtocol) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dogs"
    }

    func didSelect(_ dog: String) {
        coordinator.showProfile(of: dog)
    }
}
