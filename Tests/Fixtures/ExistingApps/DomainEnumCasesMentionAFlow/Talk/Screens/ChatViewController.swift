import UIKit

final class ChatViewController: UIViewController {
    weak var coordinator: ChatCoordinator?
    private let kind: ConversationKind

    init(kind: ConversationKind) {
        self.kind = kind
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        switch kind {
        case .personalChat:
            title = ConversationPaths.path(of: kind)
        case .groupChat:
            title = nil
        }
    }
}
