import RxFlow
import RxRelay
import UIKit

/// The harbour's docks; picking a berth emits its step.
final class DockListViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()

    func pick(_ number: Int) {
        steps.accept(DocksStep.berthIsPicked(number: number))
    }
}
