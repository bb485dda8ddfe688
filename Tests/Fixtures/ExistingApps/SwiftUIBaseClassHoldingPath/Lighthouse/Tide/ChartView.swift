import SwiftUI

struct ChartView: View {
    var body: some View {
        Text("Chart")
    }
}
