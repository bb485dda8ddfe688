import UIKit

/// The artists.
final class ArtistListViewController: BaseViewController<UIView> {
    var onArtist: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Artists"
        content.backgroundColor = Palette.canvas
    }
}
