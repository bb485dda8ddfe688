//
//  StoryViewController.swift
//  Gazette
//

import UIKit

final class StoryViewController: UIViewController {
    var onClose: (() -> Void)?
    private let headline: String

    init(headline: String) {
        self.headline = headline
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = headline
        view.backgroundColor = .systemBackground
    }
}
