//
//  ViewControllerFactory.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import UIKit

/// Builds every screen of the app, so coordinators never create view controllers themselves and tests
/// can hand them fakes. `coordgen new coordinator` and `coordgen new screen` add a method here.
@MainActor
protocol ViewControllerFactory {
    /// The Onboarding screen.
    func makeOnboardingViewController() -> OnboardingViewController
    /// The Home screen.
    func makeHomeViewController() -> HomeViewController

    /// The Reservation screen.
    func makeReservationViewController() -> ReservationViewController

    /// The Payment screen.
    func makePaymentViewController() -> PaymentViewController

    /// The Details screen.
    func makeDetailsViewController() -> DetailsViewController

    /// The Help screen.
    func makeHelpViewController() -> HelpViewController

    /// The Default screen.
    func makeDefaultViewController() -> DefaultViewController
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

    /// The Reservation screen.
    func makeReservationViewController() -> ReservationViewController {
        ReservationViewController()
    }

    /// The Payment screen.
    func makePaymentViewController() -> PaymentViewController {
        PaymentViewController()
    }

    /// The Details screen.
    func makeDetailsViewController() -> DetailsViewController {
        DetailsViewController()
    }

    /// The Help screen.
    func makeHelpViewController() -> HelpViewController {
        HelpViewController()
    }

    /// The Default screen.
    func makeDefaultViewController() -> DefaultViewController {
        DefaultViewController()
    }
}
