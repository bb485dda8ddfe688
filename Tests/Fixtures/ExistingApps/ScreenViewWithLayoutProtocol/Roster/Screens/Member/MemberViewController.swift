import UIKit

final class MemberViewController: LayoutController<MemberView> {
    var viewModel: MemberViewModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        configure()
        content.show(name: viewModel?.name ?? "")
    }

    func configure() {
        content.badgesButton.addTarget(self, action: #selector(didTapBadges), for: .touchUpInside)
    }

    @objc func didTapBadges() {
        viewModel?.openBadges()
    }
}
