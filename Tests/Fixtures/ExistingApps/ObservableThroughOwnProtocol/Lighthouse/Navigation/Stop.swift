enum Stop: Hashable {
    case beacon
    case keeper(name: String)
}
