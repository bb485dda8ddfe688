//___FILEHEADER___

import UIKit

/// Lets every view controller factory build the ___VARIABLE_productName:identifier___ screen,
/// since Xcode cannot add the method to ViewControllerFactory itself. For a test's fake factory to
/// return its own screen, declare the method in ViewControllerFactory and implement it in
/// DefaultViewControllerFactory, as `coordgen new screen` does; this extension then only
/// supplies the default.
extension ViewControllerFactory {
    /// The ___VARIABLE_productName:identifier___ screen.
    func make___VARIABLE_productName:identifier___ViewController() -> ___VARIABLE_productName:identifier___ViewController {
        ___VARIABLE_productName:identifier___ViewController()
    }
}
