//
//  ReceiptViewController.swift
//  Gazette
//

import UIKit

/// The Receipt screen. It shows its content and reports what the user did through its callbacks;
/// it never navigates by itself: its coordinator decides what comes next.
final class ReceiptViewController: UIViewController {
    /// Called when the user is done with this screen.
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Receipt"
        view.backgroundColor = .systemBackground

        let doneButton = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak self] _ in
            self?.onFinish?()
        })
        doneButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(doneButton)
        NSLayoutConstraint.activate([
            doneButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            doneButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
