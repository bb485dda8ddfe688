import UIKit

final class ShelfController: UIViewController {}

final class ReaderController: UIViewController {}
