extension PBXProjectModel.Target {
    /// Whether this test bundle tests `app`: it depends on the app target, or its TEST_HOST runs the
    /// app's product.
    func tests(_ app: PBXProjectModel.Target) -> Bool {
        if dependencyTargetIDs.contains(app.id) { return true }
        guard let product = app.productFileName else { return false }
        return buildSettings.contains { $0.settings["TEST_HOST"]?.contains("/\(product)/") ?? false }
    }
}
