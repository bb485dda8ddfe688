/// Every screen a link can open.
enum Screen {
    case beacon
    case logbook
    case logEntry
}
