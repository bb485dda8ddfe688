//
//  ProfileViewModel.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

final class ProfileViewModel {
    weak var coordinator: ProfileCoordinator?

    init(coordinator: ProfileCoordinator) {
        self.coordinator = coordinator
    }

    func editTapped() {
        coordinator?.pushProfileEditViewController()
    }
}
