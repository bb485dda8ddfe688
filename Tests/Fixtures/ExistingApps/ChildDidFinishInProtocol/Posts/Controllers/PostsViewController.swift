//
//  PostsViewController.swift
//  Posts
//
//  Copyright © 2024 Posts Ltd. All rights reserved.
//

import UIKit

final class PostsViewController: UIViewController {
    var onSelect: (() -> Void)?
}
