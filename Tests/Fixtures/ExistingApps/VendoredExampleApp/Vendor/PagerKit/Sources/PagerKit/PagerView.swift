// PagerKit, vendored: a paging view the app compiles with its own sources.
import UIKit

final class PagerView: UIView {
    var pageCount = 0
}
