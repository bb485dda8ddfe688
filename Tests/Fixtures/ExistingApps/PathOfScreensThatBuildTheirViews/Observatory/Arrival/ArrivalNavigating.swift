protocol ArrivalNavigating {
    func enterSky()
}
