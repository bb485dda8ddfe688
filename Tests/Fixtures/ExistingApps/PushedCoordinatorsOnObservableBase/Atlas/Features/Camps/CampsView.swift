import SwiftUI

struct CampsView: View {
    var body: some View {
        Text("Camps")
    }
}
