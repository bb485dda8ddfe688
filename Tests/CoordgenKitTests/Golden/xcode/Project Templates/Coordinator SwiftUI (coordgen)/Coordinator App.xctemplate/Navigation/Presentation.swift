//___FILEHEADER___

import SwiftUI

/// A view presented over a navigation stack: a screen, or a whole flow in a stack of its own.
struct Presentation: Identifiable {
    /// How it is presented. A sheet can be swiped down, so presented flows use a full-screen cover and
    /// end only through their own `finish()`.
    enum Style {
        case sheet
        case fullScreenCover
    }

    let id = UUID()
    let content: AnyView
    /// Runs once when the presentation goes away, whoever dismissed it.
    let onDismiss: (() -> Void)?
}
