import Foundation
import TemplateIconDrawing

/// The icon Xcode shows beside coordgen's templates (`IconDrawing`), drawn at build time by
/// `TemplateEmbedder` into `BuiltInTemplates`, so a run only decodes its PNG bytes.
public enum TemplateIcon {
    /// `TemplateIcon.png`: 64 × 64 pixels.
    public static var standard: Data { embedded(BuiltInTemplates.templateIcon) }

    /// `TemplateIcon@2x.png`: 128 × 128 pixels, for Retina displays.
    public static var retina: Data { embedded(BuiltInTemplates.templateIconRetina) }

    /// The file names Xcode looks for in a template bundle, with their contents. Decoded once: every
    /// bundle of every style has the same icon.
    public static let files: [(name: String, contents: Data)] = [("TemplateIcon.png", standard), ("TemplateIcon@2x.png", retina)]

    /// The icon at `size` × `size` pixels, drawn now.
    public static func png(size: Int) -> Data {
        IconDrawing.png(size: size)
    }

    /// RGBA rows, straight alpha, drawn now.
    static func pixels(size: Int) -> [UInt8] {
        IconDrawing.pixels(size: size)
    }

    private static func embedded(_ base64: String) -> Data {
        guard let data = Data(base64Encoded: base64) else { preconditionFailure("BuiltInTemplates holds the icon's PNG in base64") }
        return data
    }
}
