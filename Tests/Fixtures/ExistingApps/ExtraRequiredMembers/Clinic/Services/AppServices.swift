import Foundation

final class AppServices {
    let baseURL = URL(string: "https://clinic.example.com")
}
