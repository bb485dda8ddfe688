import UIKit

/// The seeds sown in one plot.
final class SeedsViewController: UIViewController, SeedsModule {
    var plot = ""
    private let label = UILabel()

    var screen: UIViewController { self }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = plot
        view.backgroundColor = .systemBackground
        label.text = "Seeds of \(plot)"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
