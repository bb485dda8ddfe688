/// Makes the screens of the Reservation flow; ModuleFactoryImp implements it.
protocol ReservationModuleFactory {
    /// The Reservation screen.
    func makeReservationOutput() -> ReservationViewController

    /// The Receipt screen.
    func makeReceiptOutput() -> ReceiptViewController
}

extension ModuleFactoryImp: ReservationModuleFactory {}
