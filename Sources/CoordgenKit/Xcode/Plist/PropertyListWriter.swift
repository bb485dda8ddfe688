import Foundation

/// Writes `PropertyList` values as Apple XML property lists, built and escaped by libxml2.
///
/// The output has exactly the layout of Apple's own files: XML declaration, the Apple DOCTYPE,
/// `<plist version="1.0">`, the top-level value flush left, nested values indented with tabs,
/// `<true/>`/`<false/>`, empty containers as `<array/>`/`<dict/>`, and a final newline.
public struct PropertyListWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The UTF-8 text of the plist document for `value`.
    /// - Throws: `PropertyListError` for duplicate keys, characters XML cannot hold, or a libxml2 failure.
    public func xmlString(for value: PropertyList) throws -> String {
        String(decoding: try data(for: value), as: UTF8.self)
    }

    /// The UTF-8 bytes of the plist document for `value`, ready to write to an `Info.plist`.
    /// - Throws: `PropertyListError` for duplicate keys, characters XML cannot hold, or a libxml2 failure.
    public func data(for value: PropertyList) throws -> Data {
        _ = Self.libxml2Initialized
        guard let document = xmlNewDoc("1.0") else {
            throw PropertyListError.serializationFailed("xmlNewDoc returned NULL")
        }
        defer { xmlFreeDoc(document) }

        guard
            xmlCreateIntSubset(document, "plist", Self.publicID, Self.systemID) != nil,
            let root = xmlNewDocNode(document, nil, "plist", nil),
            xmlNewProp(root, "version", "1.0") != nil
        else {
            throw PropertyListError.serializationFailed("libxml2 could not create the plist skeleton")
        }
        xmlDocSetRootElement(document, root)
        let topLevel = try append(value, to: root, path: "")

        // libxml2 keeps its indent string in a (per-thread) global that a save context copies when
        // it starts; a StaticString's storage lives for the whole process, so the global never
        // dangles. Restore the stock two spaces so other libxml2 users on this thread are unaffected.
        LibXML2.setTreeIndentString(Self.cString(Self.tab))
        defer { LibXML2.setTreeIndentString(Self.cString(Self.libxmlDefaultIndent)) }

        return try appleLayout(
            document: try dumpDocument(document),
            valueIndentedOnce: try dump(topLevel, of: document, level: 1),
            valueFlushLeft: try dump(topLevel, of: document, level: 0)
        )
    }

    // MARK: - Building the tree

    /// Adds `value` as the last child of `parent` and returns its element.
    @discardableResult
    private func append(_ value: PropertyList, to parent: xmlNodePtr, path: String) throws -> xmlNodePtr {
        switch value {
        case .string(let text):
            return try appendText(text, named: "string", to: parent, path: path)
        case .bool(let flag):
            return try appendElement(flag ? "true" : "false", to: parent)
        case .integer(let number):
            return try appendText(String(number), named: "integer", to: parent, path: path)
        case .real(let number):
            return try appendText(Self.realText(number), named: "real", to: parent, path: path)
        case .date(let date):
            return try appendText(date.formatted(.iso8601), named: "date", to: parent, path: path)
        case .data(let bytes):
            return try appendText(bytes.base64EncodedString(), named: "data", to: parent, path: path)
        case .array(let items):
            let array = try appendElement("array", to: parent)
            for (index, item) in items.enumerated() {
                try append(item, to: array, path: "\(path)[\(index)]")
            }
            return array
        case .dictionary(let entries):
            let dict = try appendElement("dict", to: parent)
            var seenKeys = Set<String>()
            for entry in entries {
                let entryPath = path.isEmpty ? entry.key : "\(path).\(entry.key)"
                guard seenKeys.insert(entry.key).inserted else {
                    throw PropertyListError.duplicateKey(key: entry.key, path: entryPath)
                }
                try appendText(entry.key, named: "key", to: dict, path: entryPath)
                try append(entry.value, to: dict, path: entryPath)
            }
            return dict
        }
    }

    /// Adds an element with no content, which libxml2 writes as `<name/>`.
    private func appendElement(_ name: String, to parent: xmlNodePtr) throws -> xmlNodePtr {
        guard let node = xmlNewChild(parent, nil, name, nil) else {
            throw PropertyListError.serializationFailed("xmlNewChild failed for <\(name)>")
        }
        return node
    }

    /// Adds `<name>text</name>`; xmlNewTextChild (unlike xmlNewChild) escapes `&`, `<` and `>`.
    @discardableResult
    private func appendText(
        _ text: String, named name: String, to parent: xmlNodePtr, path: String
    ) throws -> xmlNodePtr {
        // Checked here because libxml2 would happily emit e.g. `&#1;`, which no XML parser accepts,
        // and a NUL would silently truncate the C string.
        if let invalid = text.unicodeScalars.first(where: { !Self.isXMLCharacter($0) }) {
            throw PropertyListError.invalidCharacter(invalid, path: path)
        }
        guard let node = xmlNewTextChild(parent, nil, name, text) else {
            throw PropertyListError.serializationFailed("xmlNewTextChild failed for <\(name)>")
        }
        return node
    }

    // MARK: - Serializing

    /// The whole document as libxml2 formats it: declaration, DOCTYPE, tab-indented tree.
    private func dumpDocument(_ document: xmlDocPtr) throws -> [UInt8] {
        var buffer: UnsafeMutablePointer<xmlChar>?
        var size: Int32 = 0
        xmlDocDumpFormatMemoryEnc(document, &buffer, &size, "UTF-8", 1)
        guard let buffer, size > 0 else {
            throw PropertyListError.serializationFailed("xmlDocDumpFormatMemoryEnc produced nothing")
        }
        defer { LibXML2.free(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    /// One element formatted as if it sat `level` elements deep, without leading indent or newline.
    private func dump(_ node: xmlNodePtr, of document: xmlDocPtr, level: Int32) throws -> [UInt8] {
        guard let buffer = xmlBufferCreate() else {
            throw PropertyListError.serializationFailed("xmlBufferCreate returned NULL")
        }
        defer { xmlBufferFree(buffer) }
        // xmlNodeDump writes UTF-8 and escapes exactly like the document dump.
        guard xmlNodeDump(buffer, document, node, level, 1) >= 0, let content = xmlBufferContent(buffer) else {
            throw PropertyListError.serializationFailed("xmlNodeDump failed")
        }
        return Array(UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
    }

    /// Moves the top-level value flush left, as in Apple's files.
    ///
    /// libxml2 indents every child of the root element and has no option to exempt one, so it
    /// writes `<plist>` + newline + tab + value + newline + `</plist>`. Stripping a tab from each
    /// line would corrupt multi-line strings, so instead the value's own text — libxml2's dump of
    /// it at depth 1 — is replaced by libxml2's dump of it at depth 0. The suffix is checked byte
    /// for byte, so a future libxml2 that formats differently fails loudly instead of silently.
    private func appleLayout(
        document: [UInt8], valueIndentedOnce: [UInt8], valueFlushLeft: [UInt8]
    ) throws -> Data {
        let closing = Array("\n</plist>\n".utf8)
        let expectedTail = Array("\t".utf8) + valueIndentedOnce + closing
        guard document.count > expectedTail.count, document.suffix(expectedTail.count).elementsEqual(expectedTail) else {
            throw PropertyListError.serializationFailed("libxml2 laid out <plist> in an unexpected way")
        }
        return Data(document.dropLast(expectedTail.count) + valueFlushLeft + closing)
    }

    // MARK: - Constants and helpers

    /// libxml2 asks multithreaded programs to initialise it once before use; a static `let`
    /// initialiser runs exactly once, thread-safely.
    private static let libxml2Initialized: Void = xmlInitParser()

    private static let publicID = "-//Apple//DTD PLIST 1.0//EN"
    private static let systemID = "http://www.apple.com/DTDs/PropertyList-1.0.dtd"
    private static let tab: StaticString = "\t"
    private static let libxmlDefaultIndent: StaticString = "  "

    /// A C pointer to a string literal's NUL-terminated, immortal storage.
    private static func cString(_ string: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(string.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// The spelling CFPropertyList uses, so non-finite values read back on Apple platforms.
    private static func realText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-infinity" : "+infinity" }
        return "\(number)"
    }

    /// Whether XML 1.0 allows `scalar` in text (the `Char` production).
    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
