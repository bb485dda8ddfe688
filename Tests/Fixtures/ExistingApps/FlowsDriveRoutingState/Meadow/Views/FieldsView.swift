import SwiftUI

struct FieldsView: View {
    let onShowHive: () -> Void

    var body: some View {
        Button("Show a hive", action: onShowHive)
    }
}
