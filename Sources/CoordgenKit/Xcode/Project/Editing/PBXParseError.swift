/// Why a `project.pbxproj` could not be read.
struct PBXParseError: Error, Equatable {
    let message: String
    let line: Int
}
