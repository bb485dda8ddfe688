import UIKit

/// What every screen shares: the model it shows.
class BaseViewController<Model>: UIViewController {
    let model: Model

    init(model: Model) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}
