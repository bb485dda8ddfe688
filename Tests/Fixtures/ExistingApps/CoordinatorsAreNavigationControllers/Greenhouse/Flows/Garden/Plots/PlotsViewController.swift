import UIKit

/// The garden's plots: one button per bed.
final class PlotsViewController: UIViewController, PlotsModule {
    var onPickPlot: ((String) -> Void)?
    var onLeave: (() -> Void)?
    private let plots = ["North bed", "South bed", "Herb spiral"]

    var screen: UIViewController { self }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plots"
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system, primaryAction: UIAction(title: plots[0]) { [weak self] _ in
            guard let self else { return }
            self.onPickPlot?(self.plots[0])
        })
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
