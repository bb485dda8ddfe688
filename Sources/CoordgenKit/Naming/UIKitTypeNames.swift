/// UIKit's view controller classes whose names a generated `<Name>ViewController` could take.
enum UIKitTypeNames {
    /// `UI` would make `final class UIViewController: UIViewController`, which cannot compile; the others
    /// would compile but hide UIKit's class from the whole app module, so code that meant UIKit's
    /// `UIPageViewController` would silently get the generated screen.
    static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UIActivityViewController", "UIInputViewController", "UIDocumentViewController",
        "UIReferenceLibraryViewController", "UIFontPickerViewController", "UIColorPickerViewController",
        "UIDocumentBrowserViewController", "UIHostingViewController",
    ]
}
