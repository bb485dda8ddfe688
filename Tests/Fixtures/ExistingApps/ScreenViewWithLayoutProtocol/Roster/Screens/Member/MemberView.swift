import UIKit

final class MemberView: UIView {
    let nameLabel = UILabel()
    let badgesButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
        buildLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configure() {
        nameLabel.text = "Member"
    }

    func show(name: String) {
        nameLabel.text = name
    }
}

extension MemberView: LayoutBuilding {
    func addSubviews() {
        addSubview(nameLabel)
        addSubview(badgesButton)
    }

    func makeConstraints() {
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        badgesButton.translatesAutoresizingMaskIntoConstraints = false
    }
}
