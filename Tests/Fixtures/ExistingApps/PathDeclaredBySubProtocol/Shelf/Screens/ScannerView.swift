import SwiftUI

struct ScannerView: View {
    var body: some View {
        Text("Scanner")
    }
}
