import Foundation
import XCTest

/// Validates XML property lists offline with xmllint against a document type definition written here,
/// from the format's rules: the element names and content models of an XML property list are facts of
/// the format (a `plist` holds one value; a `dict` alternates a `key` with one value; `true` and
/// `false` are empty; every other value is text), so the tests need no file from outside the
/// repository and no network. A catalog maps the public identifier and system URL that every plist's
/// `<!DOCTYPE>` names to this file, the way Apple's own catalog does on a Mac.
enum PropertyListDTD {
    /// The public identifier and system URL that `PropertyListWriter` writes into `<!DOCTYPE plist …>`.
    static let publicIdentifier = "-//Apple//DTD PLIST 1.0//EN"
    static let systemIdentifier = "http://www.apple.com/DTDs/PropertyList-1.0.dtd"

    /// The content models of the XML property list format, version 1.0.
    static let definition = """
        <!-- One value of any kind. -->
        <!ENTITY % value "(array | data | date | dict | real | integer | string | true | false)">

        <!-- The document: exactly one value; the version defaults to 1.0. -->
        <!ELEMENT plist %value;>
        <!ATTLIST plist version CDATA "1.0">

        <!-- Collections: any number of values in order; pairs of a key and its value. -->
        <!ELEMENT array (%value;)*>
        <!ELEMENT dict (key, %value;)*>
        <!ELEMENT key (#PCDATA)>

        <!-- Scalars: text (base64 for data, ISO 8601 for dates), or an empty element for a Boolean. -->
        <!ELEMENT string (#PCDATA)>
        <!ELEMENT data (#PCDATA)>
        <!ELEMENT date (#PCDATA)>
        <!ELEMENT real (#PCDATA)>
        <!ELEMENT integer (#PCDATA)>
        <!ELEMENT true EMPTY>
        <!ELEMENT false EMPTY>

        """

    /// What xmllint said about one document.
    struct Verdict {
        let status: Int32
        let messages: String

        /// Valid, and no warning either (a DTD that could not be loaded is a warning with status 0).
        var isValid: Bool { status == 0 && messages.isEmpty }
    }

    /// Validates `document` (written to a temporary file named `fileName`) with `xmllint --valid --nonet`.
    static func validate(_ document: Data, fileName: String = "Validated.plist") throws -> Verdict {
        let xmllint = try XCTUnwrap(
            findExecutable("xmllint"),
            "xmllint is not on PATH; ./scripts/test.sh installs it (Debian: libxml2-utils; macOS: the Xcode command-line tools)"
        )
        let catalog = try catalogFile()
        let directory = try Repository.temporaryDirectory("plist-validation")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(fileName)
        try document.write(to: file)
        let result = runProcess(
            xmllint, ["--noout", "--nonet", "--valid", file.path], environment: ["XML_CATALOG_FILES": catalog.path])
        return Verdict(status: result.status, messages: result.stderr)
    }

    /// Fails the calling test unless `document` is valid without any warning.
    static func assertValid(
        _ document: Data, fileName: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let verdict = try validate(document, fileName: fileName)
        XCTAssertEqual(verdict.status, 0, "xmllint rejected \(fileName):\n\(verdict.messages)", file: file, line: line)
        XCTAssertEqual(verdict.messages, "", "xmllint warned about \(fileName)", file: file, line: line)
    }

    /// The DTD and its catalog, written once per test process into a temporary folder.
    private static func catalogFile() throws -> URL {
        try cachedCatalog.get()
    }

    private static let cachedCatalog: Result<URL, Error> = Result {
        let directory = try Repository.temporaryDirectory("plist-dtd")
        let dtd = directory.appendingPathComponent("PropertyList.dtd")
        try Data(definition.utf8).write(to: dtd)
        let catalog = directory.appendingPathComponent("catalog.xml")
        let entries = """
            <?xml version="1.0"?>
            <catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
              <public publicId="\(publicIdentifier)" uri="PropertyList.dtd"/>
              <system systemId="\(systemIdentifier)" uri="PropertyList.dtd"/>
            </catalog>

            """
        try Data(entries.utf8).write(to: catalog)
        return catalog
    }
}
