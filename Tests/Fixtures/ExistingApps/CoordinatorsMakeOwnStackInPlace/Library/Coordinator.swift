import UIKit

protocol Coordinator {
    func start()
}
