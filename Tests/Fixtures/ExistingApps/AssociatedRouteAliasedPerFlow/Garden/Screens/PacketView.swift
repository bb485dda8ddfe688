import SwiftUI

struct PacketView: View {
    var body: some View {
        Text("Packet")
    }
}
