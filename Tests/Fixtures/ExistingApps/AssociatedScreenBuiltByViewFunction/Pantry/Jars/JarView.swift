import SwiftUI

struct JarView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}
