//
//  DetailsViewController.swift
//  Posts
//
//  Copyright © 2024 Posts Ltd. All rights reserved.
//

import UIKit

final class DetailsViewController: UIViewController {
    var onClose: (() -> Void)?
}
