import CoordgenKit
import Dispatch
import Foundation
import XCTest

final class PropertyListWriterTests: XCTestCase {
    private let writer = PropertyListWriter()

    private let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    // MARK: - Layout

    func testSmallDictionaryMatchesApplesLayoutExactly() throws {
        let plist: PropertyList = ["CFBundleName": "$(PRODUCT_NAME)", "Flag": true, "Empty": []]

        XCTAssertEqual(
            try writer.xmlString(for: plist),
            header + """
                <dict>
                \t<key>CFBundleName</key>
                \t<string>$(PRODUCT_NAME)</string>
                \t<key>Flag</key>
                \t<true/>
                \t<key>Empty</key>
                \t<array/>
                </dict>
                </plist>

                """)
    }

    func testTopLevelValueOfAnyKindIsFlushLeft() throws {
        XCTAssertEqual(try writer.xmlString(for: "solo"), header + "<string>solo</string>\n</plist>\n")
        XCTAssertEqual(try writer.xmlString(for: [:]), header + "<dict/>\n</plist>\n")
        XCTAssertEqual(try writer.xmlString(for: false), header + "<false/>\n</plist>\n")
        XCTAssertEqual(try writer.xmlString(for: ["a"]), header + "<array>\n\t<string>a</string>\n</array>\n</plist>\n")
    }

    func testNestedContainersAreIndentedOneTabPerLevel() throws {
        let plist: PropertyList = [
            "Outer": [
                ["Inner": ["x", "y"]],
                [:],
            ]
        ]

        XCTAssertEqual(
            try writer.xmlString(for: plist),
            header + """
                <dict>
                \t<key>Outer</key>
                \t<array>
                \t\t<dict>
                \t\t\t<key>Inner</key>
                \t\t\t<array>
                \t\t\t\t<string>x</string>
                \t\t\t\t<string>y</string>
                \t\t\t</array>
                \t\t</dict>
                \t\t<dict/>
                \t</array>
                </dict>
                </plist>

                """)
    }

    func testEmptyContainersAndEmptyString() throws {
        let plist: PropertyList = ["A": [], "D": [:], "S": ""]

        XCTAssertEqual(
            try writer.xmlString(for: plist),
            header + """
                <dict>
                \t<key>A</key>
                \t<array/>
                \t<key>D</key>
                \t<dict/>
                \t<key>S</key>
                \t<string></string>
                </dict>
                </plist>

                """)
    }

    func testDictionaryKeepsInsertionOrder() throws {
        let xml = try writer.xmlString(for: ["Zulu": 1, "Alpha": 2, "Mike": 3])

        let positions = ["Zulu", "Alpha", "Mike"].map { xml.range(of: "<key>\($0)</key>")?.lowerBound }
        XCTAssertFalse(positions.contains(nil), xml)
        XCTAssertEqual(positions, positions.sorted { $0! < $1! }, xml)
    }

    // MARK: - Text

    func testEscapesMarkupAndWritesNonASCIIAsUTF8() throws {
        let plist: PropertyList = ["NSHumanReadableCopyright": "Copyright © 호텔 & Co", "<a&b>": "1 < 2 > 0 \"q\" 'a'"]

        let data = try writer.data(for: plist)

        XCTAssertEqual(
            String(decoding: data, as: UTF8.self),
            header + """
                <dict>
                \t<key>NSHumanReadableCopyright</key>
                \t<string>Copyright © 호텔 &amp; Co</string>
                \t<key>&lt;a&amp;b&gt;</key>
                \t<string>1 &lt; 2 &gt; 0 "q" 'a'</string>
                </dict>
                </plist>

                """)
        // Raw UTF-8 bytes, not character references such as `&#xA9;`.
        XCTAssertNotNil(data.range(of: Data("© 호텔".utf8)))
        XCTAssertNil(data.range(of: Data("&#".utf8)))
    }

    func testMultilineStringIsWrittenVerbatimInsideIndentedLayout() throws {
        let text = "line one\n\tline two starts with a tab\nline three\n"

        let xml = try writer.xmlString(for: ["Outer": ["Text": .string(text)]])

        XCTAssertTrue(xml.contains("\t\t<string>\(text)</string>\n"), xml)
    }

    func testNumbersDatesAndData() throws {
        let plist: PropertyList = [
            "Int": 42,
            "Negative": -7,
            "Real": 2.5,
            "Infinity": .real(.infinity),
            "Date": .date(Date(timeIntervalSince1970: 1_700_000_000.75)),
            "Data": .data(Data([0x00, 0x01, 0xFE, 0xFF])),
        ]

        XCTAssertEqual(
            try writer.xmlString(for: plist),
            header + """
                <dict>
                \t<key>Int</key>
                \t<integer>42</integer>
                \t<key>Negative</key>
                \t<integer>-7</integer>
                \t<key>Real</key>
                \t<real>2.5</real>
                \t<key>Infinity</key>
                \t<real>+infinity</real>
                \t<key>Date</key>
                \t<date>2023-11-14T22:13:20Z</date>
                \t<key>Data</key>
                \t<data>AAH+/w==</data>
                </dict>
                </plist>

                """)
    }

    // MARK: - Errors

    func testDuplicateKeyAtTheRootThrows() {
        XCTAssertThrowsError(try writer.xmlString(for: ["A": 1, "B": 2, "A": 3])) { error in
            XCTAssertEqual(error as? PropertyListError, .duplicateKey(key: "A", path: "A"))
            XCTAssertEqual("\(error)", "duplicate key \"A\" at A: a plist dictionary cannot repeat a key")
        }
    }

    func testDuplicateKeyDeepInTheTreeThrowsWithItsKeyPath() {
        let plist: PropertyList = ["Outer": [["Fine": 1], ["Inner": ["X": 1, "Y": 2, "X": 3]]]]

        XCTAssertThrowsError(try writer.xmlString(for: plist)) { error in
            XCTAssertEqual(error as? PropertyListError, .duplicateKey(key: "X", path: "Outer[1].Inner.X"))
            XCTAssertTrue("\(error)".contains("Outer[1].Inner.X"), "\(error)")
        }
    }

    func testCharacterXMLCannotCarryThrows() {
        XCTAssertThrowsError(try writer.xmlString(for: ["List": ["ok", "bell\u{7}"]])) { error in
            XCTAssertEqual(error as? PropertyListError, .invalidCharacter("\u{7}", path: "List[1]"))
            XCTAssertEqual("\(error)", "character U+0007 at List[1] cannot be written in an XML plist")
        }
        XCTAssertThrowsError(try writer.xmlString(for: ["nul\u{0}key": 1])) { error in
            XCTAssertEqual(error as? PropertyListError, .invalidCharacter("\u{0}", path: "nul\u{0}key"))
        }
    }

    // MARK: - Concurrency

    /// libxml2's indent string is global state; concurrent writers must not see each other's.
    func testConcurrentWritersProduceIdenticalOutput() throws {
        let plist = AppInfoPlist.propertyList()
        let expected = try writer.xmlString(for: plist)
        let mismatches = Counter()

        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let writer = PropertyListWriter()
            for _ in 0..<25 where (try? writer.xmlString(for: plist)) != expected {
                mismatches.increment()
            }
        }

        XCTAssertEqual(mismatches.value, 0)
    }

    // MARK: - App Info.plist

    func testAppInfoPlistIsWrittenExactly() throws {
        XCTAssertEqual(
            try writer.xmlString(for: AppInfoPlist.propertyList()),
            header + """
                <dict>
                \t<key>UIApplicationSceneManifest</key>
                \t<dict>
                \t\t<key>UIApplicationSupportsMultipleScenes</key>
                \t\t<false/>
                \t\t<key>UISceneConfigurations</key>
                \t\t<dict>
                \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
                \t\t\t<array>
                \t\t\t\t<dict>
                \t\t\t\t\t<key>UISceneConfigurationName</key>
                \t\t\t\t\t<string>Default Configuration</string>
                \t\t\t\t\t<key>UISceneDelegateClassName</key>
                \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                \t\t\t\t</dict>
                \t\t\t</array>
                \t\t</dict>
                \t</dict>
                </dict>
                </plist>

                """)
    }

    func testAppInfoPlistUsesOurSceneDelegateAndNoStoryboard() throws {
        let plist = AppInfoPlist.propertyList()
        let xml = try writer.xmlString(for: plist)

        XCTAssertNil(plist["UIMainStoryboardFile"])
        XCTAssertFalse(xml.contains("Storyboard"), xml)
        let configuration = plist["UIApplicationSceneManifest"]?["UISceneConfigurations"]?["UIWindowSceneSessionRoleApplication"]
        XCTAssertEqual(
            configuration,
            [
                ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"]
            ])
    }

    // MARK: - DTD validation with xmllint

    func testAppInfoPlistIsValidAgainstApplesDTD() throws {
        try assertValidAgainstApplesDTD(AppInfoPlist.propertyList(), fileName: "Info.plist")
        // A SwiftUI app has none: Xcode generates all of it.
        XCTAssertNil(AppInfoPlist.file(usesSceneDelegate: false))
    }

    func testPlistOfEveryKindIsValidAgainstApplesDTD() throws {
        let plist: PropertyList = [
            "Strings": ["plain", "", "Copyright © 호텔 & Co <tag>", "two\n\tlines"],
            "Numbers": [0, -1, 1.5, .real(-.infinity)],
            "Flags": [true, false],
            "When": .date(Date(timeIntervalSince1970: 0)),
            "Bytes": .data(Data("coordgen".utf8)),
            "Nested": ["Empty": [:], "Deeper": [["Leaf": "x"], []]],
        ]
        try assertValidAgainstApplesDTD(plist, fileName: "Nested.plist")
    }

    /// Proves the validation harness can fail: a key without a value breaks `dict`'s content model.
    func testDTDValidationRejectsADictionaryKeyWithoutValue() throws {
        let broken = header + "<dict>\n\t<key>Orphan</key>\n</dict>\n</plist>\n"

        let verdict = try PropertyListDTD.validate(Data(broken.utf8), fileName: "Broken.plist")

        XCTAssertNotEqual(verdict.status, 0, "xmllint accepted an invalid plist; is the DTD really loaded?")
        XCTAssertTrue(verdict.messages.contains("Element dict content does not follow the DTD"), verdict.messages)
    }

    /// An element the format does not have, a Boolean with content, and a second top-level value are
    /// each refused: the DTD written in `PropertyListDTD` holds the format's content models, not a
    /// permissive stand-in.
    func testDTDValidationRejectsWhatTheFormatDoesNotAllow() throws {
        let cases = [
            "unknown element": header + "<dict>\n\t<key>A</key>\n\t<bool>1</bool>\n</dict>\n</plist>\n",
            "Boolean with content": header + "<array>\n\t<true>yes</true>\n</array>\n</plist>\n",
            "two values": header + "<string>a</string>\n<string>b</string>\n</plist>\n",
            "key outside a dict": header + "<array>\n\t<key>A</key>\n</array>\n</plist>\n",
        ]
        for (name, document) in cases {
            let verdict = try PropertyListDTD.validate(Data(document.utf8), fileName: "Broken.plist")
            XCTAssertNotEqual(verdict.status, 0, "xmllint accepted a plist with \(name)")
        }
    }

    /// Validation loads the DTD from the repository's own definition through the catalog, offline: a
    /// document naming another DTD URL fails to load it rather than reaching the network.
    func testDTDComesFromTheCatalogNotTheNetwork() throws {
        let unknown = header.replacingOccurrences(of: PropertyListDTD.systemIdentifier, with: "http://example.invalid/Other.dtd")
            .replacingOccurrences(of: PropertyListDTD.publicIdentifier, with: "-//Nobody//DTD Other//EN")
        let verdict = try PropertyListDTD.validate(Data((unknown + "<string>a</string>\n</plist>\n").utf8))
        XCTAssertFalse(verdict.isValid, "a DTD outside the catalog must not load: \(verdict.messages)")
    }

    private func assertValidAgainstApplesDTD(
        _ plist: PropertyList, fileName: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try PropertyListDTD.assertValid(try writer.data(for: plist), fileName: fileName, file: file, line: line)
    }
}

/// A thread-safe tally for work spread over `concurrentPerform`.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }
}
