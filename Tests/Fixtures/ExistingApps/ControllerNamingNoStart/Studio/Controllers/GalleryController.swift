//
//  GalleryController.swift
//  Studio
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class GalleryController: BaseController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
    }
}
