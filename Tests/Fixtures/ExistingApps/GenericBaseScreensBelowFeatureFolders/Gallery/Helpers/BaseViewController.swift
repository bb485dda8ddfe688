import UIKit

/// What every screen shares: a content view of its own type, laid out by code.
class BaseViewController<Content: UIView>: UIViewController {
    let content: Content

    init(content: Content) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func loadView() {
        view = content
    }
}
