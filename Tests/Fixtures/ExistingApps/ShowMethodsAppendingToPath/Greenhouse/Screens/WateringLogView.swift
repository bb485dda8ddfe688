import SwiftUI

struct WateringLogView: View {
    var body: some View {
        Text("WateringLog")
    }
}
