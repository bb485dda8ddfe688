/// Makes the screens of the Reservation flow; ModuleFactoryImp implements it.
protocol ReservationModuleFactory {
    /// The Reservation screen.
    func makeReservationOutput() -> ReservationView

    /// The Receipt screen.
    func makeReceiptOutput() -> ReceiptView
}

extension ModuleFactoryImp: ReservationModuleFactory {}
