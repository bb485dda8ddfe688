import UIKit

final class WeatherController: UIViewController {
    weak var coordinator: WeatherCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Weather"
    }
}
