protocol ScreenFactoryProtocol: AnyObject {
    func makeDocksScreen() -> (view: Showable, output: DocksOutput)
    func makeBuoysScreen() -> (view: Showable, output: BuoysOutput)
}

final class ScreenFactory: ScreenFactoryProtocol {
    func makeDocksScreen() -> (view: Showable, output: DocksOutput) {
        let screen = DocksViewController()
        return (screen, screen)
    }

    func makeBuoysScreen() -> (view: Showable, output: BuoysOutput) {
        let screen = BuoysViewController()
        return (screen, screen)
    }
}
