//
//  Atlas — travel planner.
//  Part of the Atlas app; see LICENSE.
//

import UIKit

final class TripsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
    }
}
