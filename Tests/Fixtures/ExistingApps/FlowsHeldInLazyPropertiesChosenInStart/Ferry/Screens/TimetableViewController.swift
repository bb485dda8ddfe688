//
//  TimetableViewController.swift
//  Ferry
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class TimetableViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Timetable"
        view.backgroundColor = .systemBackground
    }
}
