import RxFlow
import RxRelay
import UIKit

/// The birds seen lately; picking one emits its step.
final class SightingListViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sightings"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Settings", primaryAction: UIAction(title: "Settings") { [weak self] _ in self?.steps.accept(AppStep.settingsAreRequired) })
    }

    func pick(_ id: Int) {
        steps.accept(AppStep.sightingIsPicked(id: id))
    }
}
