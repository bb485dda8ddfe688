import UIKit

/// A view that lays itself out in two steps.
@MainActor
protocol LayoutBuilding: UIView {
    func addSubviews()
    func makeConstraints()
}

extension LayoutBuilding {
    func buildLayout() {
        addSubviews()
        makeConstraints()
    }
}

/// A controller whose view is a `LayoutBuilding` view it makes itself.
class LayoutController<Content>: UIViewController where Content: LayoutBuilding {
    let content: Content

    init(content: Content) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = content
    }
}
