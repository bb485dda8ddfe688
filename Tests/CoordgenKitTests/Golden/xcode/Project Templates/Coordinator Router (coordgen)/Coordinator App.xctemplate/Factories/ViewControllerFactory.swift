//___FILEHEADER___

import UIKit

/// Builds every screen of the app, so coordinators never create view controllers themselves and tests
/// can hand them fakes. `coordgen new coordinator` and `coordgen new screen` add a method here.
@MainActor
protocol ViewControllerFactory {
    /// The Onboarding screen.
    func makeOnboardingViewController() -> OnboardingViewController
    /// The Home screen.
    func makeHomeViewController() -> HomeViewController
}

/// Builds the real screens.
final class DefaultViewControllerFactory: ViewControllerFactory {
    /// The Onboarding screen.
    func makeOnboardingViewController() -> OnboardingViewController {
        OnboardingViewController()
    }

    /// The Home screen.
    func makeHomeViewController() -> HomeViewController {
        HomeViewController()
    }
}
