protocol AnalyticsTracking {
    func track(_ event: String)
}

struct ConsoleAnalytics: AnalyticsTracking {
    func track(_ event: String) {
        print(event)
    }
}
