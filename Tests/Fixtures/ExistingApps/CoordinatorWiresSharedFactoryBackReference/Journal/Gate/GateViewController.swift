import UIKit

protocol GateViewInput: AnyObject {
    var message: String { get set }
}

protocol GateViewOutput: AnyObject {
    func unlock()
}

// MARK: - GateViewController

final class GateViewController: UIViewController, GateViewInput {
    private let output: GateViewOutput

    var message = "" {
        didSet { title = message }
    }

    init(output: GateViewOutput) {
        self.output = output
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        output.unlock()
    }
}
