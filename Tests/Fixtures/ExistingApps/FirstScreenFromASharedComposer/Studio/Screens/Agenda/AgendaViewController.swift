import UIKit

final class AgendaViewController: UIViewController {
    var onClose: (() -> Void)?
    let dayView = AgendaDayView(frame: .zero)

    init() {
        super.init(nibName: nil, bundle: nil)
        dayView.configure(day: "Today", selected: true)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
