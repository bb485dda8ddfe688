/// Makes the screens of the Payment flow; ModuleFactoryImp implements it.
protocol PaymentModuleFactory {
    /// The Payment screen.
    func makePaymentOutput() -> PaymentViewController
}

extension ModuleFactoryImp: PaymentModuleFactory {}
