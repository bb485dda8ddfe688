import UIKit

final class ProfilePhotoViewController: UIViewController {
    var caption: Caption?
}
