// The floor for the commands that read a whole app (`init`, `tree`, `doctor`) and for a lookup in one:
// the least a Swift tool can do to read an app with swift-syntax — walk the folders (skipping the same
// build and dependency folders coordgen skips), read every `.swift` file and parse it, on every core,
// and exit. No analysis, no config, no output but a count. scripts/bench-large-app.sh builds it with
// coordgen (release) and compares each command with it; results in docs/PERFORMANCE.md.
//
//     parse-floor <folder>    prints "<files> files, <bytes> bytes parsed"
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: parse-floor <folder>\n".utf8))
    exit(64)
}
let root = arguments[1]
let skipped: Set<String> = [".build", ".git", ".swiftpm", "build", "Pods", "Carthage", "DerivedData", "node_modules"]

var paths: [String] = []
var folders = [root]
while let folder = folders.popLast() {
    guard let directory = opendir(folder) else { continue }
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name.hasPrefix(".") { continue }
        let path = folder + "/" + name
        if Int32(entry.pointee.d_type) == Int32(DT_DIR) {
            if !skipped.contains(name) && !name.hasSuffix(".xcodeproj") { folders.append(path) }
        } else if name.hasSuffix(".swift") {
            paths.append(path)
        }
    }
    closedir(directory)
}

final class Totals: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var bytes = 0
    private(set) var statements = 0
    func add(bytes: Int, statements: Int) {
        lock.lock()
        self.bytes += bytes
        self.statements += statements
        lock.unlock()
    }
}
let totals = Totals()
let list = paths
DispatchQueue.concurrentPerform(iterations: list.count) { index in
    guard let data = FileManager.default.contents(atPath: list[index]) else { return }
    let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
    totals.add(bytes: data.count, statements: tree.statements.count)
}
print("\(list.count) files, \(totals.bytes) bytes parsed, \(totals.statements) top-level statements")
