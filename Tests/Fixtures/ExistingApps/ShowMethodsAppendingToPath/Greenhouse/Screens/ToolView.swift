import SwiftUI

struct ToolView: View {
    var body: some View {
        Text("Tool")
    }
}
