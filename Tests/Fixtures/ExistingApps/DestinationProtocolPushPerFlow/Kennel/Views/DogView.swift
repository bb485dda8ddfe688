import SwiftUI

struct DogView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}
