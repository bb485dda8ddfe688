protocol RecipesCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
