import Foundation

class ReservationCoordinator: Coordinator {
    override init() {
        super.init()
    }
}
