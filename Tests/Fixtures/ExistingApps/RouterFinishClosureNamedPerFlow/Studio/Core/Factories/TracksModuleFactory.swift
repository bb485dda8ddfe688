protocol TracksModuleFactory {
    func makeTrackListOutput() -> TrackListView
}
