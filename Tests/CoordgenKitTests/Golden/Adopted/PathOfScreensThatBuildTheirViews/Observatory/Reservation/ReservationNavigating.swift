protocol ReservationNavigating {
    func enterSky()
}
