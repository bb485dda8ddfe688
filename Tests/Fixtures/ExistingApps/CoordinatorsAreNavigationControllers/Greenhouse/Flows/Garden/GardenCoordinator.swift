import UIKit

/// Shows the plots, and the seeds of a plot.
final class GardenCoordinator: StackCoordinator {
    var onLeave: (() -> Void)?

    override func start() {
        showPlots()
    }

    private func showPlots() {
        let plots = modules.make(PlotsModule.self)
        plots?.onPickPlot = { [weak self] plot in self?.showSeeds(of: plot) }
        plots?.onLeave = { [weak self] in self?.onLeave?() }
        if let screen = plots?.screen { setViewControllers([screen], animated: false) }
    }

    private func showSeeds(of plot: String) {
        guard let seeds = modules.make(SeedsModule.self) else { return }
        seeds.plot = plot
        pushViewController(seeds.screen, animated: true)
    }
}
