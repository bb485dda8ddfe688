import UIKit

final class StorageCoordinator: Coordinator {
    override func start() {
        navigationController?.pushViewController(StorageViewController(), animated: true)
    }
}
