import SwiftUI

struct HivesView: View {
    let selectedHiveID: String?

    var body: some View {
        Text(selectedHiveID ?? "No hive")
    }
}
