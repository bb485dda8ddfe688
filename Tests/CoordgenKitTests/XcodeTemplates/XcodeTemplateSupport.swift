import Foundation
import XCTest

@testable import CoordgenKit

/// The exported bundles, by title, and helpers the Xcode template tests share.
enum XcodeTemplates {
    static let set = Result { try XcodeTemplateSet() }

    /// The files of the bundle titled `title` ("Coordinator", "Screen", "Coordinator App").
    static func bundle(_ title: String) throws -> [String: Data] {
        try XCTUnwrap(try set.get().bundles.first { $0.title == title }, "no bundle \(title)").files
    }

    /// What the Coordinator template makes for a flow: answers for its sheet.
    static func coordinatorAnswers(
        _ name: String, caseName: String? = nil, modal: Bool = false, viewController: Bool = true
    ) -> [String: String] {
        var answers = ["productName": name, "presentation": modal ? "Modal" : "Push", "ViewController": viewController ? "true" : "false"]
        answers["caseName"] = caseName
        return answers
    }

    /// `source` without its leading comment block (the header), which is the one part the CLI and
    /// Xcode write differently.
    static func withoutHeader(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("//") }
            .joined(separator: "\n")
    }
}
