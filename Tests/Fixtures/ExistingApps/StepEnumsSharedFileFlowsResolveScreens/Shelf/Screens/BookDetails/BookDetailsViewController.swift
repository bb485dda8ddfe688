import UIKit

final class BookDetailsViewController: BaseViewController {
    private var bookID = ""

    override func configure(with argument: String) {
        bookID = argument
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = bookID
    }
}
