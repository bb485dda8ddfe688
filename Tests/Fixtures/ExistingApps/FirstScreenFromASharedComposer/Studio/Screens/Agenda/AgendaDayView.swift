import UIKit

/// Its initialiser and `configure` call helpers that set a label of its own.
final class AgendaDayView: UIView {
    private let dayLabel: UILabel = {
        let label = UILabel()
        label.text = ""
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(day: String, selected: Bool) {
        dayLabel.text = day
        if selected { highlight() }
    }

    private func highlight() {
        dayLabel.isHidden = false
    }

    private func setUpLayout() {
        addSubview(dayLabel)
    }
}
