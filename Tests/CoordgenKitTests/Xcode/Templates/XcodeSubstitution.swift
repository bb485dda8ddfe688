import Foundation

/// A stand-in for what Xcode does with a template bundle once the user has filled in its sheet, as
/// far as coordgen's templates need it: read TemplateInfo.plist, take each option's answer or
/// default, pick the variant folder, and expand `___MACRO___` / `___MACRO:modifier,…___` in file
/// names and contents. Written from the format's description, independently of the exporter, so the
/// tests check the exporter against the format rather than against itself.
struct XcodeSubstitution {
    /// Why a bundle could not be used the way Xcode would use it.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Values of the macros Xcode defines itself, by name (`PROJECTNAME`, not `___PROJECTNAME___`).
    var macros: [String: String]

    /// The macros of a project named `project` by "Jane Appleseed" of "Acme", in 2026.
    init(project: String) {
        macros = [
            "PROJECTNAME": project, "PACKAGENAME": project, "TARGETNAME": project, "PRODUCTNAME": project,
            "ORGANIZATIONNAME": "Acme", "FULLUSERNAME": "Jane Appleseed", "USERNAME": "jane",
            "DATE": "21/11/2026", "YEAR": "2026", "COPYRIGHT": "Copyright © 2026 Acme. All rights reserved.",
            // Xcode's default header; a team's IDETemplateMacros.plist may replace it.
            "FILEHEADER":
                "\n//  ___FILENAME___\n//  ___PACKAGENAME___\n//\n//  Created by ___FULLUSERNAME___ on ___DATE___.\n//  ___COPYRIGHT___\n//",
        ]
    }

    // MARK: - File templates

    /// The files a file template creates, by name, for the answers given (option identifier → text,
    /// pop-up value, or "true"/"false"); unanswered options take their default.
    func fileTemplate(_ bundle: [String: Data], answers: [String: String]) throws -> [String: String] {
        let options = try Self.options(of: bundle)
        var values = macros
        for option in options {
            guard let identifier = option["Identifier"] as? String else { throw Failure(description: "an option has no Identifier") }
            guard let value = answers[identifier] ?? option["Default"] as? String else {
                throw Failure(description: "option \(identifier) needs an answer: it has no default")
            }
            values["VARIABLE_\(identifier)"] = value
        }
        let folder = try Self.variantFolder(options: options, answers: answers)
        let prefix = folder.isEmpty ? "" : folder + "/"
        let templateFiles = bundle.filter { path, _ in
            path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains("/")
                && !Self.isBundleMetadata(String(path.dropFirst(prefix.count)))
        }
        guard !templateFiles.isEmpty else { throw Failure(description: "no files in the variant folder \"\(folder)\"") }

        var created: [String: String] = [:]
        for (path, data) in templateFiles {
            var fileValues = values
            let name = try expand(String(path.dropFirst(prefix.count)), values: fileValues)
            fileValues["FILENAME"] = name
            fileValues["FILEBASENAME"] = (name as NSString).deletingPathExtension
            created[name] = try expand(String(decoding: data, as: UTF8.self), values: fileValues)
        }
        return created
    }

    /// The variant folder Xcode copies from: in the order of the options, each pop-up's value and the
    /// identifier of each checked checkbox, concatenated; empty means the bundle's own folder.
    static func variantFolder(options: [[String: Any]], answers: [String: String]) throws -> String {
        try options.map { option -> String in
            let identifier = option["Identifier"] as? String ?? ""
            let value = answers[identifier] ?? option["Default"] as? String ?? ""
            switch option["Type"] as? String {
            case "popup":
                guard (option["Values"] as? [String] ?? []).contains(value) else {
                    throw Failure(description: "\(value) is not a value of the pop-up \(identifier)")
                }
                return value
            case "checkbox": return value == "true" ? identifier : ""
            default: return ""
            }
        }.joined()
    }

    // MARK: - Project templates

    /// The files a project template creates, by path inside the project folder (`<name>/<node>`),
    /// and the nodes that belong to no target (`TargetIdentifiers` empty).
    ///
    /// A node's `Path` is a file of the bundle, or a folder (such as an asset catalog) copied whole. A
    /// node `Info.plist:<piece>` adds a piece to the Info.plist that Apple's base template defines as
    /// a plist built from pieces: its `Beginning` and `End`, each line indented by `Indent` tabs,
    /// between the base's own beginning (the plist header and `<dict>`) and end; that Info.plist
    /// belongs to no target.
    func projectTemplate(_ bundle: [String: Data]) throws -> (files: [String: String], outsideTargets: Set<String>) {
        let info = try Self.templateInfo(of: bundle)
        guard let nodes = info["Nodes"] as? [String], let definitions = info["Definitions"] as? [String: Any] else {
            throw Failure(description: "a project template needs Nodes and Definitions")
        }
        let package = macros["PACKAGENAME"] ?? ""
        var files: [String: String] = [:]
        var outsideTargets: Set<String> = []
        var infoPlistPieces: [String] = []
        for node in nodes {
            guard let definition = definitions[node] as? [String: Any] else {
                throw Failure(description: "node \(node) has no definition")
            }
            if node.contains(":") {
                guard node.hasPrefix(Self.baseInfoPlist + ":") else {
                    throw Failure(description: "\(node) splices text into a file no base template defines")
                }
                guard definition["Path"] == nil, let beginning = definition["Beginning"] as? String else {
                    throw Failure(description: "the piece \(node) needs a Beginning and no Path")
                }
                let indent = String(repeating: "\t", count: definition["Indent"] as? Int ?? 0)
                let text = beginning + (definition["End"] as? String ?? "")
                infoPlistPieces.append(
                    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
                        .joined(separator: "\n"))
                continue
            }
            guard let path = definition["Path"] as? String else { throw Failure(description: "node \(node) has no Path") }
            var values = macros
            values["FILENAME"] = (node as NSString).lastPathComponent
            values["FILEBASENAME"] = ((node as NSString).lastPathComponent as NSString).deletingPathExtension
            let output = "\(package)/\(try expand(node, values: values))"
            let contents: [(String, Data)]
            if let data = bundle[path] {
                contents = [(output, data)]
            } else {
                contents = bundle.filter { $0.key.hasPrefix(path + "/") }.map {
                    ("\(output)/\($0.key.dropFirst(path.count + 1))", $0.value)
                }
                guard !contents.isEmpty else { throw Failure(description: "\(node): \(path) is not in the bundle") }
            }
            for (file, data) in contents {
                files[file] = try expand(String(decoding: data, as: UTF8.self), values: values)
                if let targets = definition["TargetIdentifiers"] as? [Any], targets.isEmpty { outsideTargets.insert(file) }
            }
        }
        if !infoPlistPieces.isEmpty {
            let output = "\(package)/\(Self.baseInfoPlist)"
            guard files[output] == nil else { throw Failure(description: "\(output) is both a file and built from pieces") }
            files[output] = try expand(Self.baseInfoPlistBeginning + infoPlistPieces.joined() + Self.baseInfoPlistEnd, values: macros)
            outsideTargets.insert(output)
        }
        return (files, outsideTargets)
    }

    /// The file Apple's base app template builds from pieces, and its own beginning and end (a plist
    /// whose top-level dictionary the pieces fill). It belongs to no target.
    static let baseInfoPlist = "Info.plist"
    static let baseInfoPlistBeginning = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
    static let baseInfoPlistEnd = "</dict>\n</plist>\n"

    // MARK: - Macros

    /// `text` with every macro expanded, again and again, since values (a header, an option's
    /// default) may hold macros themselves. An unknown macro or modifier is an error.
    func expand(_ text: String, values: [String: String]) throws -> String {
        var result = text
        for _ in 0..<8 {
            var failure: Failure?
            let expanded = result.replacing(Self.macroPattern) { match -> String in
                do {
                    return try value(of: String(match.name), modifiers: match.modifiers.map(String.init), values: values)
                } catch {
                    failure = error as? Failure
                    return ""
                }
            }
            if let failure { throw failure }
            if expanded == result { return result }
            result = expanded
        }
        throw Failure(description: "macros in \(text.prefix(80)) do not stop expanding")
    }

    /// `___NAME___` or `___NAME:modifier,…___`; a computed property, since a `Regex` is not `Sendable`.
    private static var macroPattern: Regex<(Substring, name: Substring, modifiers: Substring?)> {
        #/___(?<name>[A-Za-z][A-Za-z0-9_]*?)(?::(?<modifiers>[A-Za-z0-9,]+))?___/#
    }

    private func value(of name: String, modifiers: String?, values: [String: String]) throws -> String {
        var value: String
        if let known = values[name] {
            // A value may hold macros (an option's default does): expand them before any modifier.
            value = try expand(known, values: values)
        } else if name.hasSuffix("ASIDENTIFIER"), let base = values[String(name.dropLast("ASIDENTIFIER".count))] {
            value = Self.identifier(base)
        } else if name.hasSuffix("ASRFC1034IDENTIFIER"), let base = values[String(name.dropLast("ASRFC1034IDENTIFIER".count))] {
            value = Self.rfc1034(base, keepingDots: false)
        } else {
            throw Failure(description: "unknown macro ___\(name)___")
        }
        for modifier in (modifiers ?? "").split(separator: ",") {
            switch modifier.lowercased() {
            case "identifier": value = Self.identifier(value)
            case "rfc1034identifier": value = Self.rfc1034(value, keepingDots: false)
            case "bundleidentifier": value = Self.rfc1034(value, keepingDots: true)
            case "xml":
                value = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
                    of: ">", with: "&gt;")
            case "deletingpathextension": value = (value as NSString).deletingPathExtension
            case "lastpathcomponent": value = (value as NSString).lastPathComponent
            default: throw Failure(description: "unknown modifier \(modifier) in ___\(name)___")
            }
        }
        return value
    }

    /// Xcode's `identifier`: what cannot be part of a C identifier becomes `_`, and a leading digit gets one.
    static func identifier(_ text: String) -> String {
        var result = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }

    private static func rfc1034(_ text: String, keepingDots: Bool) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || (keepingDots && $0 == ".")) ? $0 : "-" })
    }

    // MARK: - Reading bundles

    static func templateInfo(of bundle: [String: Data]) throws -> [String: Any] {
        guard let data = bundle["TemplateInfo.plist"] else { throw Failure(description: "no TemplateInfo.plist") }
        guard let info = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw Failure(description: "TemplateInfo.plist is not a dictionary")
        }
        return info
    }

    static func options(of bundle: [String: Data]) throws -> [[String: Any]] {
        try templateInfo(of: bundle)["Options"] as? [[String: Any]] ?? []
    }

    /// Files of a bundle that describe it rather than being copied.
    static func isBundleMetadata(_ name: String) -> Bool {
        name == "TemplateInfo.plist" || name.hasPrefix("TemplateIcon")
    }
}
