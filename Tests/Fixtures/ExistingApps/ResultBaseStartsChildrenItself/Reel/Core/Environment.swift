import UIKit

/// What the flows share: the window, and the services they call.
final class Environment {
    let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }
}
