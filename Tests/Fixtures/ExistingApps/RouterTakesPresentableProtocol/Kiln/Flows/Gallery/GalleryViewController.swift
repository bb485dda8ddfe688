import UIKit

final class GalleryViewController: UIViewController, Presentable {
    var onDone: (() -> Void)?
}
