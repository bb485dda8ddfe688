/// What the menu screen shows.
struct MenuViewModel {
    var dishes: [String]
}
