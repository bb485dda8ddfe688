import Foundation

/// The two places a SwiftUI-style coordinator lists what it can show: a case of its route enum
/// (`shape.routes.enum`, the style's nested `Destination`), and that case's clause in the `switch` of
/// its view builder (`shape.routes.viewBuilder`, `view(for:)`). Both are edited with swift-syntax in
/// the file that declares the coordinator class.
enum SwiftUIDestinations {
    /// Plans `case <caseName><associatedValues>` in `className`'s route enum and `clause` (rendered from
    /// a destination snippet) in its view builder.
    static func add(
        caseName: String,
        associatedValues: String? = nil,
        clause: String,
        routes: RouteShape,
        to className: String,
        in classFile: URL,
        sources: inout ProjectSources
    ) throws {
        // Planned after the method that shows the destination, whose summary already names the file.
        let action = "added case .\(caseName) to \(routes.enum) and its view to \(routes.viewBuilder)"
        try sources.edit(classFile, action: action) { text in
            let withCase = try EnumCaseRegistrar(enumName: routes.enum).addingCase(caseName, associatedValues: associatedValues, to: text)
            return try SwitchCaseInserter(typeName: className, function: routes.viewBuilder).addingClause(
                clause, handling: caseName, to: withCase)
        }
    }
}
