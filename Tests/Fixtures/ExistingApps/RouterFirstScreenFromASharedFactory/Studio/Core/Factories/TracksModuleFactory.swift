protocol TracksModuleFactory {
    func makeTracks() -> TracksView
}
