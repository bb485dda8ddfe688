/// One field of Xcode's New File sheet: an entry of `Options` in a file template's TemplateInfo.plist.
public struct XcodeTemplateOption: Sendable, Equatable {
    /// What kind of field it is, and its default.
    public enum Kind: Sendable, Equatable {
        /// A text field. The default may contain macros, such as another option's value.
        case text(default: String?)
        /// A pop-up menu of `values`.
        case popup(values: [String], default: String)
        /// A checkbox.
        case checkbox(default: Bool)
    }

    /// The name of the option's macro, `___VARIABLE_<identifier>___`; `productName` is the main name.
    public var identifier: String
    /// The label in the sheet.
    public var name: String
    /// The help text Xcode shows for the field.
    public var description: String
    public var kind: Kind
    public var required: Bool

    public init(identifier: String, name: String, description: String, kind: Kind, required: Bool = false) {
        self.identifier = identifier
        self.name = name
        self.description = description
        self.kind = kind
        self.required = required
    }

    /// What picking `choice` adds to the name of the variant folder Xcode copies the files from:
    /// a pop-up's value, a checked checkbox's identifier, nothing for a text field.
    ///
    /// Xcode's own Cocoa Touch Class template shows the rule: options productName, the subclass
    /// pop-up, the `XIB` checkbox and the language pop-up give folders such as
    /// `UIViewControllerXIBSwift` and `UIViewControllerSwift`.
    public func folderNamePart(for choice: String) -> String {
        switch kind {
        case .text: return ""
        case .popup: return choice
        case .checkbox: return choice == "true" ? identifier : ""
        }
    }

    /// The option's dictionary in TemplateInfo.plist. Checkbox defaults are the strings `true` and
    /// `false`, as in Apple's templates.
    var propertyList: PropertyList {
        var entries: [PropertyList.Entry] = [
            .init(key: "Identifier", value: .string(identifier)),
            .init(key: "Required", value: .bool(required)),
            .init(key: "Name", value: .string(name)),
            .init(key: "Description", value: .string(description)),
        ]
        switch kind {
        case .text(let defaultValue):
            entries.append(.init(key: "Type", value: "text"))
            if let defaultValue { entries.append(.init(key: "Default", value: .string(defaultValue))) }
        case .popup(let values, let defaultValue):
            entries.append(.init(key: "Type", value: "popup"))
            entries.append(.init(key: "Values", value: .array(values.map(PropertyList.string))))
            entries.append(.init(key: "Default", value: .string(defaultValue)))
        case .checkbox(let defaultValue):
            entries.append(.init(key: "Type", value: "checkbox"))
            entries.append(.init(key: "Default", value: .string(defaultValue ? "true" : "false")))
        }
        // Names are per file; remembering the last one would only have to be deleted next time.
        if case .text = kind { entries.append(.init(key: "NotPersisted", value: true)) }
        return .dictionary(entries)
    }
}
