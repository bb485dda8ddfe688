import ArgumentParser
import CoordgenKit

/// The command lines run most (`--version`, `new coordinator`, `new screen`, `xcode export`, `tree`,
/// `doctor`) read without ArgumentParser. ArgumentParser's parse reflects every command it passes
/// (`Mirror`), decodes two pseudo-commands to see whether a completion script is asked for, and makes the
/// runtime scan the binary's protocol conformances about 45 times: 26.7 M instructions of a 92.9 M `new
/// coordinator` (docs/PERFORMANCE.md, sessions 45 and 46), for a line of a few words.
///
/// It takes only a plain line: the command's words, then its arguments (those with a default may be left
/// out, from the last), each option once as `--name value`, each flag once, and `validate()` passing. Anything else — help, a version or completion
/// request, a word or option it does not know, `--name=value`, a value starting with `-`, a missing or
/// extra argument, the word `help`, a failed `validate()` — returns nil, and ArgumentParser parses the
/// line as always, so its help, errors and completion scripts are its own. For a line it takes, the
/// command it returns is the one ArgumentParser makes (`QuickCommandLineTests` compares both on every
/// command here and on generated lines, and its tables with ArgumentParser's description of each command).
enum QuickCommandLine {
    enum Reading {
        case version
        case command(any ParsableCommand)
    }

    static func read(_ arguments: [String]) -> Reading? {
        if arguments == ["--version"] { return .version }
        guard !arguments.contains("help") else { return nil }
        for reader in readers where arguments.starts(with: reader.words) {
            return reader.read(arguments.dropFirst(reader.words.count))
        }
        return nil
    }

    /// One reader per command, by its words after `coordgen`.
    static var readers: [AnyQuickReader] {
        [
            AnyQuickReader(words: ["new", "coordinator"], QuickReader.newCoordinator),
            AnyQuickReader(words: ["new", "screen"], QuickReader.newScreen),
            AnyQuickReader(words: ["xcode", "export"], QuickReader.xcodeExport),
            AnyQuickReader(words: ["tree"], QuickReader.tree),
            AnyQuickReader(words: ["doctor"], QuickReader.doctor),
        ]
    }
}

/// A `QuickReader` of any command, with the words that name it.
struct AnyQuickReader {
    let words: [String]
    let read: (ArraySlice<String>) -> QuickCommandLine.Reading?
    /// The long names of its options and flags, and its arguments' count, for the tests.
    let optionNames: Set<String>
    let flagNames: Set<String>
    let argumentCount: Int
    let requiredArgumentCount: Int
    let requiredOptions: Set<String>

    init<Command: ParsableCommand>(words: [String], _ makeReader: () -> QuickReader<Command>) {
        let reader = makeReader()
        self.words = words
        self.read = { reader.read($0).map { .command($0) } }
        optionNames = Set(reader.options.keys)
        flagNames = Set(reader.flags.keys)
        argumentCount = reader.arguments.count
        requiredArgumentCount = reader.requiredArgumentCount ?? reader.arguments.count
        requiredOptions = reader.requiredOptions
    }
}

/// Reads one command's arguments, options and flags into a command whose every property starts at its
/// declared default.
struct QuickReader<Command: ParsableCommand> {
    /// The command with every property set to the default its declaration gives (a property wrapper
    /// of ArgumentParser that was never set cannot be read).
    let start: () -> Command
    let arguments: [(inout Command, String) -> Void]
    /// By `--name`; false when the value is not one the option takes.
    let options: [String: (inout Command, String) -> Bool]
    let flags: [String: (inout Command) -> Void]
    /// The options without a default.
    var requiredOptions: Set<String> = []
    /// How many of the arguments the line must give, when the last ones have a default (nil: all).
    var requiredArgumentCount: Int? = nil

    func read(_ line: ArraySlice<String>) -> Command? {
        var command = start()
        var seen: Set<String> = []
        var argumentIndex = 0
        var index = line.startIndex
        while index < line.endIndex {
            let word = line[index]
            index += 1
            guard word.hasPrefix("-") else {
                guard argumentIndex < arguments.count else { return nil }
                arguments[argumentIndex](&command, word)
                argumentIndex += 1
                continue
            }
            guard seen.insert(word).inserted else { return nil }
            if let set = flags[word] {
                set(&command)
            } else if let set = options[word], index < line.endIndex, !line[index].hasPrefix("-"), set(&command, line[index]) {
                index += 1
            } else {
                return nil
            }
        }
        guard argumentIndex >= (requiredArgumentCount ?? arguments.count), requiredOptions.isSubset(of: seen), (try? command.validate()) != nil else {
            return nil
        }
        return command
    }
}

extension PlanOptions {
    /// The options at their declared defaults.
    static var defaults: PlanOptions {
        var options = PlanOptions()
        options.dryRun = false
        options.templates = nil
        return options
    }

    /// `--dry-run` and `--templates`, for a command holding them at `path`.
    static func flags<Command>(at path: WritableKeyPath<Command, PlanOptions>) -> [String: (inout Command) -> Void] {
        ["--dry-run": { $0[keyPath: path].dryRun = true }]
    }

    static func options<Command>(at path: WritableKeyPath<Command, PlanOptions>) -> [String: (inout Command, String) -> Bool] {
        ["--templates": { $0[keyPath: path].templates = $1; return true }]
    }
}

extension QuickReader where Command == Coordgen.New.NewCoordinator {
    static func newCoordinator() -> QuickReader {
        QuickReader(
            start: {
                var command = Command()
                (command.name, command.parent, command.like, command.folder, command.module) = ("", nil, nil, nil, nil)
                (command.present, command.noTests, command.force, command.newModule) = (false, false, false, false)
                command.planOptions = .defaults
                return command
            },
            arguments: [{ $0.name = $1 }],
            options: [
                "--parent": { $0.parent = $1; return true }, "--like": { $0.like = $1; return true },
                "--in": { $0.folder = $1; return true }, "--module": { $0.module = $1; return true },
            ].merging(PlanOptions.options(at: \.planOptions)) { $1 },
            flags: [
                "--present": { $0.present = true }, "--no-tests": { $0.noTests = true },
                "--force": { $0.force = true }, "--new-module": { $0.newModule = true },
            ].merging(PlanOptions.flags(at: \.planOptions)) { $1 })
    }
}

extension QuickReader where Command == Coordgen.New.NewScreen {
    static func newScreen() -> QuickReader {
        QuickReader(
            start: {
                var command = Command()
                (command.name, command.coordinator, command.folder, command.like) = ("", "", nil, nil)
                (command.present, command.force) = (false, false)
                command.planOptions = .defaults
                return command
            },
            arguments: [{ $0.name = $1 }],
            options: [
                "--coordinator": { $0.coordinator = $1; return true }, "--in": { $0.folder = $1; return true },
                "--like": { $0.like = $1; return true },
            ].merging(PlanOptions.options(at: \.planOptions)) { $1 },
            flags: ["--present": { $0.present = true }, "--force": { $0.force = true }]
                .merging(PlanOptions.flags(at: \.planOptions)) { $1 },
            requiredOptions: ["--coordinator"])
    }
}

extension QuickReader where Command == Coordgen.Xcode.Export {
    static func xcodeExport() -> QuickReader {
        QuickReader(
            start: {
                var command = Command()
                (command.directory, command.force, command.xcode) = ("", false, .defaultValue)
                command.planOptions = .defaults
                return command
            },
            arguments: [{ $0.directory = $1 }],
            options: [
                "--xcode": { command, value in
                    guard let version = XcodeVersion(argument: value) else { return false }
                    command.xcode = version
                    return true
                }
            ].merging(PlanOptions.options(at: \.planOptions)) { $1 },
            flags: ["--force": { $0.force = true }].merging(PlanOptions.flags(at: \.planOptions)) { $1 })
    }
}

extension QuickReader where Command == Coordgen.Tree {
    static func tree() -> QuickReader {
        QuickReader(
            start: {
                var command = Command()
                (command.path, command.format) = (".", .text)
                return command
            },
            arguments: [{ $0.path = $1 }],
            options: [
                "--format": { command, value in
                    guard let format = TreeFormat(argument: value) else { return false }
                    command.format = format
                    return true
                }
            ],
            flags: [:],
            requiredArgumentCount: 0)
    }
}

extension QuickReader where Command == Coordgen.Doctor {
    static func doctor() -> QuickReader {
        QuickReader(
            start: {
                var command = Command()
                (command.path, command.format, command.fix, command.dryRun) = (".", .text, false, false)
                return command
            },
            arguments: [{ $0.path = $1 }],
            options: [
                "--format": { command, value in
                    guard let format = Command.Format(argument: value) else { return false }
                    command.format = format
                    return true
                }
            ],
            flags: ["--fix": { $0.fix = true }, "--dry-run": { $0.dryRun = true }],
            requiredArgumentCount: 0)
    }
}
