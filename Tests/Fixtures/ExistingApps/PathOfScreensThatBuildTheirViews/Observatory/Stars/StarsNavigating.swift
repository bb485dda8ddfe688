protocol StarsNavigating {
    func showConstellation()
}
