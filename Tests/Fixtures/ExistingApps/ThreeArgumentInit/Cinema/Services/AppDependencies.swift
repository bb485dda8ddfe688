final class AppDependencies {}

final class Analytics {}
