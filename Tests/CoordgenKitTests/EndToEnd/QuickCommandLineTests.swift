import ArgumentParser
import Foundation
import XCTest

@testable import coordgen

/// `QuickCommandLine` reads the lines it takes into the very command ArgumentParser makes of them, and
/// leaves every other line — help, errors, completion scripts — to ArgumentParser.
final class QuickCommandLineTests: XCTestCase {
    /// Each reader's options, flags, arguments and required options are those ArgumentParser describes
    /// for its command (`--experimental-dump-help`): an option added to a command and not to its reader
    /// fails here.
    func testReadersKnowEveryArgumentOfTheirCommand() throws {
        for reader in QuickCommandLine.readers {
            let described = try describedArguments(of: reader.words)
            let label = reader.words.joined(separator: " ")
            XCTAssertEqual(reader.optionNames, described.options, label)
            XCTAssertEqual(reader.flagNames, described.flags, label)
            XCTAssertEqual(reader.argumentCount, described.arguments, label)
            XCTAssertEqual(reader.requiredArgumentCount, described.requiredArguments, label)
            XCTAssertEqual(reader.requiredOptions, described.requiredOptions, label)
        }
    }

    /// On generated lines (valid, invalid, repeated, unknown, odd values), every line the quick reader
    /// takes is parsed by ArgumentParser into the same command, property by property.
    func testEveryLineReadQuicklyIsArgumentParsersCommand() throws {
        var generator = SeededGenerator(seed: 46)
        for reader in QuickCommandLine.readers {
            var taken = 0
            for _ in 0..<1_500 {
                let line = reader.words + randomTail(for: reader, using: &generator)
                guard case .command(let quick)? = QuickCommandLine.read(line) else { continue }
                taken += 1
                let parsed: ParsableCommand
                do {
                    parsed = try Coordgen.parseAsRoot(line)
                } catch {
                    XCTFail("read quickly, but ArgumentParser refuses \(line): \(Coordgen.fullMessage(for: error))")
                    continue
                }
                XCTAssertEqual(dumped(quick), dumped(parsed), "\(line)")
            }
            XCTAssertGreaterThan(taken, 50, "too few generated lines of \(reader.words) were plain enough to read quickly")
        }
    }

    func testLinesLeftToArgumentParser() {
        let left: [[String]] = [
            [], ["--help"], ["-h"], ["help", "new", "coordinator"], ["new", "coordinator", "--help"],
            ["new", "coordinator", "Perf", "-h"], ["new", "coordinator", "help"], ["new", "coordinator", "Perf", "--parent=App"],
            ["new", "coordinator", "Perf", "--parent"], ["new", "coordinator", "Perf", "--parent", "--force"],
            ["new", "coordinator", "Perf", "--force", "--force"], ["new", "coordinator", "Perf", "--", "--force"],
            ["new", "coordinator", "Perf", "Extra"], ["new", "coordinator"], ["new", "coordinator", "1Bad"],
            ["new", "screen", "Details"], ["xcode", "export", "DIR", "--xcode", "15"], ["--version", "--help"],
            ["--generate-completion-script", "bash"], ["new", "coordinator", "Perf", "--generate-completion-script"],
            ["new", "coordinator", "Perf", "--experimental-dump-help"], ["new", "coordinator", "Perf", "--version"], ["new", "project", "Hotel"],
            ["tree", "--format=json"], ["tree", "--format", "svg"], ["tree", ".", "."], ["tree", "not-a-folder"], ["doctor", "--dry-run"],
            ["doctor", "--fix", "--format", "json"], ["doctor", "--verbose"], ["init"],
        ]
        for line in left { XCTAssertNil(QuickCommandLine.read(line), "\(line)") }
        guard case .version? = QuickCommandLine.read(["--version"]) else { return XCTFail("--version is read quickly") }
    }

    /// The binary prints what ArgumentParser prints for help of every command and subcommand, usage errors,
    /// completion scripts and the version, with the same status.
    func testBinaryPrintsArgumentParsersMessages() throws {
        let folder = try Repository.temporaryDirectory("quick-line")
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [[String]] = [["--version"], ["--help"], [], ["help"], ["--bogus"]]
        for shell in ["bash", "zsh", "fish"] { lines.append(["--generate-completion-script", shell]) }
        for path in commandPaths(Coordgen.self, words: []) where !path.isEmpty {
            lines += [path + ["--help"], path + ["-h"], ["help"] + path, path + ["--bogus"], path]
        }
        lines += [
            ["new", "coordinator", "1Bad"], ["new", "coordinator", "Perf", "--parent"], ["new", "coordinator", "Perf", "--like", "A", "--parent", "B"],
            ["new", "coordinator", "Perf", "--module", "M", "--new-module"], ["new", "screen", "Details"], ["new", "screen", "Details", "--coordinator", "1"],
            ["xcode", "export", "DIR", "--xcode", "15"], ["xcode", "export"], ["new", "coordinator", "Perf", "Extra"],
            ["new", "coordinator", "Perf", "--version"], ["xcode", "export", "DIR", "--version"],
        ]
        var compared = 0
        for line in lines {
            let expected: (text: String, status: Int32)
            do {
                // A help request parses into ArgumentParser's help command, and a command of subcommands
                // alone into itself: both throw their help when run, as `main()` runs them.
                var command = try Coordgen.parseAsRoot(line)
                // A command that runs with no arguments (`tree`, `xcode install`) is no message line.
                guard String(describing: type(of: command)) == "HelpCommand" || !type(of: command).configuration.subcommands.isEmpty else {
                    continue
                }
                try command.run()
                XCTFail("\(line) runs without a message")
                continue
            } catch {
                expected = (Coordgen.fullMessage(for: error, columns: 80), Coordgen.exitCode(for: error).rawValue)
            }
            let result = CoordgenBinary.run(line, in: folder, environment: ["COLUMNS": "80"])
            XCTAssertEqual(result.status, expected.status, "\(line)")
            XCTAssertEqual(expected.status == 0 ? result.stdout : result.stderr, expected.text + "\n", "\(line)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 80)
    }

    // MARK: - Helpers

    private typealias Described = (options: Set<String>, flags: Set<String>, arguments: Int, requiredArguments: Int, requiredOptions: Set<String>)

    private func describedArguments(of words: [String]) throws -> Described {
        var json = ""
        do { _ = try Coordgen.parseAsRoot(words + ["--experimental-dump-help"]) } catch { json = Coordgen.fullMessage(for: error) }
        let tool = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let command = try XCTUnwrap(tool["command"] as? [String: Any])
        var described: Described = ([], [], 0, 0, [])
        for argument in command["arguments"] as? [[String: Any]] ?? [] {
            let names = (argument["names"] as? [[String: Any]] ?? []).map { name in
                (name["kind"] as? String == "long" ? "--" : "-") + (name["name"] as? String ?? "")
            }
            // ArgumentParser's own flags, on every command: a line holding one is left to it.
            guard !names.contains("--help"), !names.contains("--version") else { continue }
            XCTAssertLessThanOrEqual(names.count, 1, "\(words): a second name (\(names)) the quick reader does not know")
            switch argument["kind"] as? String {
            case "positional":
                described.arguments += 1
                if argument["isOptional"] as? Bool == false { described.requiredArguments += 1 }
            case "flag": described.flags.formUnion(names)
            default:
                described.options.formUnion(names)
                if argument["isOptional"] as? Bool == false { described.requiredOptions.formUnion(names) }
            }
        }
        return described
    }

    private func commandPaths(_ command: ParsableCommand.Type, words: [String]) -> [[String]] {
        [words]
            + command.configuration.subcommands.flatMap { sub in
                commandPaths(sub, words: words + [sub.configuration.commandName ?? ""])
            }
    }

    private func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    /// A random tail of a line: arguments, options with values and flags of the reader's command, with
    /// odd values, repetitions, unknown options and joined forms among them.
    private func randomTail(for reader: AnyQuickReader, using generator: inout SeededGenerator) -> [String] {
        let values = [
            "Perf", "perf", "sign-up", "Sign_up", "App", "AppCoordinator", "1Bad", "", "a=b", "-x", "help", "26", "16", "15", "DIR", "new",
            ".", "text", "json", "dot",
        ]
        let options = reader.optionNames.sorted()
        let flags = reader.flagNames.sorted()
        var pieces: [[String]] = (0..<reader.argumentCount).map { _ in [values.randomElement(using: &generator)!] }
        pieces += reader.requiredOptions.sorted().map { [$0, values.randomElement(using: &generator)!] }
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4: pieces.append([options.randomElement(using: &generator)!, values.randomElement(using: &generator)!])
            case 4..<8: if let flag = flags.randomElement(using: &generator) { pieces.append([flag]) }
            case 8: pieces.append([["--nope", "--", "-h", values.randomElement(using: &generator)!].randomElement(using: &generator)!])
            default: pieces.append(["\(options.randomElement(using: &generator)!)=\(values.randomElement(using: &generator)!)"])
            }
        }
        if Int.random(in: 0..<8, using: &generator) == 0, !pieces.isEmpty { pieces.removeFirst() }
        return pieces.shuffled(using: &generator).flatMap { $0 }
    }
}

/// A small deterministic generator (SplitMix64), so a failure is reproducible.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
