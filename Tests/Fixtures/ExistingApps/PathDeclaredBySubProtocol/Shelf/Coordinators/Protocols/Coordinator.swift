import SwiftUI

/// What every coordinator of the app is: a class that gives its views as one type.
@MainActor
protocol Coordinator: AnyObject {
    associatedtype ContentView: View
}
