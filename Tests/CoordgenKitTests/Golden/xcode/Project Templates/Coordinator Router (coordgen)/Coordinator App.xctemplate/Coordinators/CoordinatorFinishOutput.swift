//___FILEHEADER___

/// A coordinator whose flow ends: it calls `onFinish` once, and its parent removes it.
@MainActor
protocol CoordinatorFinishOutput: AnyObject {
    var onFinish: (() -> Void)? { get set }
}
