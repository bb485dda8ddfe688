import UIKit

final class WeatherLogViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "WeatherLog"
    }
}
