//
//  HeadlinesViewController.swift
//  Gazette
//

import UIKit

final class HeadlinesViewController: UIViewController {
    var onPick: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Headlines"
        view.backgroundColor = .systemBackground
    }
}
