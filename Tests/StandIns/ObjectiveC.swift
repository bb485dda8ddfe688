// A stand-in for the part of the ObjectiveC module that Swift code for iOS uses: `Selector`, the type
// of `#selector(...)` and of UIKit's target-action methods.
//
// Tests/CoordgenKitTests/Support/SwiftCompiler.swift builds this file as a module named `ObjectiveC`,
// next to the UIKit stand-in, which re-exports it as the real UIKit does (`import UIKit` is enough
// to write `Selector` and `#selector`). It is not a SwiftPM target.
//
// Swift on Linux has no Objective-C runtime. With `-Xfrontend -enable-objc-interop` the compiler
// accepts `@objc` and `#selector`, and looks `Selector` up in a module of this name, so generated
// code that uses target-action can be type-checked; it cannot be linked and run (there is no
// runtime to register the selector or send the message). A selector here is just its name.

/// The name of an Objective-C method, as `#selector(...)` makes it. Apple's declaration: a frozen
/// struct, made from a string or a string literal, `Equatable`, `Hashable`, `CustomStringConvertible`
/// and `Sendable`.
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable, CustomStringConvertible, Sendable {
    private let name: String

    public init(_ str: String) {
        name = str
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The selector's name, such as `doneTapped`.
    public var description: String { name }
}
