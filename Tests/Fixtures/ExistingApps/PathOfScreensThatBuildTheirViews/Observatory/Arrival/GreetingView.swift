import SwiftUI

struct GreetingView: View {
    let navigator: ArrivalNavigating

    var body: some View {
        Button("Look up") {
            navigator.enterSky()
        }
    }
}
