import SwiftUI

struct LabelsView: View {
    var body: some View {
        Text("Labels")
    }
}
