import RxFlow
import RxRelay
import UIKit

/// The settings; done emits the step that ends the settings flow.
final class SettingsViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", primaryAction: UIAction(title: "Done") { [weak self] _ in self?.steps.accept(AppStep.settingsAreComplete) })
    }
}
