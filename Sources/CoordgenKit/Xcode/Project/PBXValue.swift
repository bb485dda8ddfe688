/// A value in a `project.pbxproj` (Xcode's old-style "OpenStep" property list).
indirect enum PBXValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    case string(String)
    /// Another object, written as its id followed by a `/* name */` comment, as Xcode writes it.
    case reference(PBXObjectID)
    case array([PBXValue])
    /// Keys keep their order; the writer sorts them, as Xcode does.
    case dictionary([String: PBXValue])

    init(stringLiteral value: String) {
        self = .string(value)
    }

    init(arrayLiteral elements: PBXValue...) {
        self = .array(elements)
    }
}
