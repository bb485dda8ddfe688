/// A screen that reloads what it shows.
protocol Refreshable: AnyObject {
    func refresh()
}
