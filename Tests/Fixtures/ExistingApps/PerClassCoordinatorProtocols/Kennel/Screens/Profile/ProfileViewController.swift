//
//  ProfileViewController.swift
//  Kennel
//

import UIKit

final class ProfileViewController: UIViewController {
    private let dog: String
    private let coordinator: ProfileCoordinatorProtocol

    init(dog: String, coordinator: ProfileCoordinatorProtocol) {
        self.dog = dog
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
