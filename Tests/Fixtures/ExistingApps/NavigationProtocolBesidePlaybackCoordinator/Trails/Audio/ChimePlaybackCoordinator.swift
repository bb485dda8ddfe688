//
//  ChimePlaybackCoordinator.swift
//  Trails
//

import Foundation

/// Keeps the chime that marks a reached summit in step with the app's audio session: nothing to do
/// with screens.
protocol SoundPlaybackCoordinator: AnyObject {
    var isPlaying: Bool { get }
    var volume: Double { get set }

    func play()
    func pause()
}

final class ChimePlaybackCoordinator: SoundPlaybackCoordinator {
    private(set) var isPlaying = false
    var volume = 0.5

    func play() {
        isPlaying = true
    }

    func pause() {
        isPlaying = false
    }
}
