import Foundation

/// The two places a SwiftUI-style coordinator lists what it can show: a case of its nested `Destination`
/// enum, and that case's clause in the `switch` of its `@ViewBuilder func view(for:)`. Both are edited
/// with swift-syntax in the file that declares the coordinator class.
enum SwiftUIDestinations {
    static let enumName = "Destination"
    static let viewBuilder = "view(for:)"

    /// Plans `case <caseName><associatedValues>` in `className`'s `Destination` and `clause` (rendered
    /// from a destination snippet) in its `view(for:)`.
    static func add(
        caseName: String,
        associatedValues: String? = nil,
        clause: String,
        to className: String,
        in classFile: URL,
        sources: inout ProjectSources
    ) throws {
        // Planned after the method that shows the destination, whose summary already names the file.
        let action = "added case .\(caseName) to \(enumName) and its view to \(viewBuilder)"
        try sources.edit(classFile, action: action) { text in
            let withCase = try EnumCaseRegistrar(enumName: enumName).addingCase(caseName, associatedValues: associatedValues, to: text)
            return try SwitchCaseInserter(typeName: className, function: viewBuilder).addingClause(clause, handling: caseName, to: withCase)
        }
    }
}
