//
//  WalksViewController.swift
//  Kennel
//

import UIKit

final class WalksViewController: UIViewController {
    private let coordinator: WalksCoordinatorProtocol

    init(coordinator: WalksCoordinatorProtocol) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
