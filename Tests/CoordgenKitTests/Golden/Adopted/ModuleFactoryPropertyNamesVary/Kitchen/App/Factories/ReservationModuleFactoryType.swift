/// Makes the screens of the Reservation flow; ModuleFactory implements it.
protocol ReservationModuleFactoryType {
    /// The Reservation screen.
    func makeReservationModule() -> ReservationViewController
}

extension ModuleFactory: ReservationModuleFactoryType {}
