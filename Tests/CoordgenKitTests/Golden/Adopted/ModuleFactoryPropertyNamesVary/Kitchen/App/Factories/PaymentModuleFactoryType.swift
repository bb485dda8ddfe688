/// Makes the screens of the Payment flow; ModuleFactory implements it.
protocol PaymentModuleFactoryType {
    /// The Payment screen.
    func makePaymentModule() -> PaymentViewController
}

extension ModuleFactory: PaymentModuleFactoryType {}
