// The floor for `coordgen new coordinator`: the least a Swift command-line tool that imports Foundation
// can do to "generate" a flow — write two small files and exit. No argument parsing library, no config,
// no templates, no parsing. scripts/bench.sh builds it like coordgen (release, same stdlib linking)
// and compares coordgen's run time and memory with it.
//
//     floor <Name> <folder>    writes <folder>/<Name>Coordinator.swift and <folder>/<Name>ViewController.swift
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: floor <Name> <folder>\n".utf8))
    exit(64)
}
let name = arguments[1]
let folder = URL(fileURLWithPath: arguments[2], isDirectory: true)

let files = [
    "\(name)Coordinator.swift": "import UIKit\n\nfinal class \(name)Coordinator {\n    var type: CoordinatorType { .\(name.lowercased()) }\n}\n",
    "\(name)ViewController.swift": "import UIKit\n\nfinal class \(name)ViewController: UIViewController {}\n",
]
do {
    for (fileName, text) in files.sorted(by: { $0.key < $1.key }) {
        try Data(text.utf8).write(to: folder.appendingPathComponent(fileName), options: .atomic)
        print("created \(fileName)")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
