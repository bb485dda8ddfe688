/// The asset catalog Xcode 16's App template starts an iOS app with: `Assets.xcassets` holding an
/// empty `AppIcon` in Xcode 16's single-size form (one 1024×1024 universal icon, with its dark and
/// tinted appearances) and an `AccentColor` that leaves the system's tint in place until a color is
/// chosen. The build settings name both, so the app has an icon and a tint once they are drawn.
///
/// The JSON is written as Xcode writes it (two-space indent, `" : "`, keys sorted), so opening and
/// saving the catalog in Xcode changes nothing.
public enum AssetCatalog {
    /// The catalog's folder inside the app folder.
    public static let folderName = "Assets.xcassets"
    public static let appIconName = "AppIcon"
    public static let accentColorName = "AccentColor"

    /// The app target's settings that name the icon and the accent color.
    public static let buildSettings: [(key: String, value: String)] = [
        ("ASSETCATALOG_COMPILER_APPICON_NAME", appIconName),
        ("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", accentColorName),
    ]

    /// Every file of the catalog, by path inside the app folder (starting with `folderName`).
    public static var files: [(path: String, contents: String)] {
        [
            ("\(folderName)/Contents.json", catalogContents),
            ("\(folderName)/\(appIconName).appiconset/Contents.json", appIconContents),
            ("\(folderName)/\(accentColorName).colorset/Contents.json", accentColorContents),
        ]
    }

    /// Who wrote the catalog: Xcode's own marker, which every `Contents.json` ends with.
    private static let info = """
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        """

    private static let catalogContents = """
        {
        \(info)
        }

        """

    /// One universal 1024×1024 image per appearance (light, dark, tinted), none drawn yet.
    private static let appIconContents = """
        {
          "images" : [
            {
              "idiom" : "universal",
              "platform" : "ios",
              "size" : "1024x1024"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "idiom" : "universal",
              "platform" : "ios",
              "size" : "1024x1024"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "tinted"
                }
              ],
              "idiom" : "universal",
              "platform" : "ios",
              "size" : "1024x1024"
            }
          ],
        \(info)
        }

        """

    /// A universal color with no components yet: the system tint until one is picked.
    private static let accentColorContents = """
        {
          "colors" : [
            {
              "idiom" : "universal"
            }
          ],
        \(info)
        }

        """
}
