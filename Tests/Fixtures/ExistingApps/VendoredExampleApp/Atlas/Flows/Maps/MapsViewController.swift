//
//  Atlas — travel planner.
//  Part of the Atlas app; see LICENSE.
//

import UIKit

final class MapsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Maps"
    }
}
