//
//  BookingsViewController.swift
//  Hotel
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class BookingsViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bookings"
        view.backgroundColor = .systemBackground
    }
}
