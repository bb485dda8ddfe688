//
//  EntryDetailViewController.swift
//  Ledger
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

final class EntryDetailViewController: UIViewController {
    private let entry: String

    init(entry: String) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = entry
        view.backgroundColor = .systemBackground
    }
}
