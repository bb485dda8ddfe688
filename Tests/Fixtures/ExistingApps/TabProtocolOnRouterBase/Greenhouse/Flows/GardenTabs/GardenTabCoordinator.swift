import UIKit

/// The tabs of the garden.
enum GardenTab {
    case seeds
    case watering
}

/// What the flows shown as garden tabs add to the base: they may ask to switch tabs.
protocol GardenTabCoordinator: BaseCoordinator {
    var onTabSwitch: ((_ tab: GardenTab) -> Void)? { get set }
}
