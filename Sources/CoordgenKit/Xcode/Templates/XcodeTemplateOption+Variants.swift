extension Array where Element == XcodeTemplateOption {
    /// The variant folder for the given choices (option identifier → pop-up value, or `true`/`false`
    /// for a checkbox): the parts of every option, in the order of the options.
    public func variantFolderName(for choices: [String: String]) -> String {
        map { $0.folderNamePart(for: choices[$0.identifier] ?? "") }.joined()
    }
}
