//
//  BooksViewController.swift
//  Shelf
//

import UIKit

final class BooksViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Books"
        view.backgroundColor = .systemBackground
    }
}
