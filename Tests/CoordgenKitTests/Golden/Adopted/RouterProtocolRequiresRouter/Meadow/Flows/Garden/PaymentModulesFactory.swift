/// Makes the screens of the Payment flow; ModulesFactory implements it.
protocol PaymentModulesFactory {
    /// The Payment screen.
    func makePayment() -> PaymentViewController
}

extension ModulesFactory: PaymentModulesFactory {}
