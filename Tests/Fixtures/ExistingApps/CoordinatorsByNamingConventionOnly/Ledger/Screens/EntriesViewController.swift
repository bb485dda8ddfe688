//
//  EntriesViewController.swift
//  Ledger
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

final class EntriesViewController: UIViewController {
    var onSelect: ((String) -> Void)?
    private let entries: [String]

    init(entries: [String]) {
        self.entries = entries
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Entries (\(entries.count))"
        view.backgroundColor = .systemBackground
    }
}
