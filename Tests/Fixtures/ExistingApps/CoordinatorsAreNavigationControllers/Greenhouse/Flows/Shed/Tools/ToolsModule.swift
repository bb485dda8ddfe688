import UIKit

/// What the Shed flow asks of the Tools screen.
protocol ToolsModule: ScreenModule {}
