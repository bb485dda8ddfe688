/// The fields every style's Coordinator file template shares; only their help texts differ by style.
extension XcodeTemplateOption {
    /// The pop-up's identifier and values; its chosen value names the variant folder.
    static let presentationIdentifier = "presentation"
    static let push = "Push"
    static let modal = "Modal"
    /// The second text field for a case name, which Xcode cannot derive by lower-casing.
    static let caseNameIdentifier = "caseName"

    /// The main name field (`productName`), required.
    static func flowName(description: String) -> XcodeTemplateOption {
        XcodeTemplateOption(
            identifier: "productName", name: "Flow name:", description: description,
            kind: .text(default: nil), required: true)
    }

    /// A required case-name field that starts empty.
    ///
    /// Apple gives macro defaults (such as another option's value) only to `static` options; in a text
    /// field Xcode may show the raw macro or nothing. So the field has no default, and being required,
    /// Xcode's Next button stays disabled until something is typed. The templates use the answer
    /// through the `identifier` modifier, so whatever is typed becomes a name that compiles.
    static func caseName(label: String, description: String) -> XcodeTemplateOption {
        XcodeTemplateOption(
            identifier: caseNameIdentifier, name: label, description: description, kind: .text(default: nil), required: true)
    }

    /// The Push/Modal pop-up, Push by default.
    static func presentation(description: String) -> XcodeTemplateOption {
        XcodeTemplateOption(
            identifier: presentationIdentifier, name: "Presentation:", description: description,
            kind: .popup(values: [push, modal], default: push))
    }
}
