/// Makes the screens of the Reservation flow; ModulesFactory implements it.
protocol ReservationModulesFactory {
    /// The Reservation screen.
    func makeReservation() -> ReservationViewController

    /// The Receipt screen.
    func makeReceipt() -> ReceiptViewController
}

extension ModulesFactory: ReservationModulesFactory {}
