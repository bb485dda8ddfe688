import UIKit

final class TimetableViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Timetable"
    }
}
