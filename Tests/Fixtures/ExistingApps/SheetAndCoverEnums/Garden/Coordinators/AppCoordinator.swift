import SwiftUI

@MainActor
final class AppCoordinator: ObservableObject {
    enum Page: Hashable {
        case plants
        case plant(id: Int)
    }

    enum Sheet: Identifiable {
        case watering

        var id: Self { self }
    }

    enum FullScreenCover: Identifiable {
        case camera

        var id: Self { self }
    }

    @Published var path = NavigationPath()
    @Published var sheet: Sheet?
    @Published var fullScreenCover: FullScreenCover?

    func push(_ page: Page) {
        path.append(page)
    }

    func pop() {
        path.removeLast()
    }

    func present(sheet: Sheet) {
        self.sheet = sheet
    }

    func present(fullScreenCover: FullScreenCover) {
        self.fullScreenCover = fullScreenCover
    }

    func dismissSheet() {
        sheet = nil
    }

    func dismissFullScreenCover() {
        fullScreenCover = nil
    }

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .plants:
            PlantsView(onPlant: { [weak self] id in
                self?.push(.plant(id: id))
            }, onWater: { [weak self] in
                self?.present(sheet: .watering)
            })
        case .plant(let id):
            PlantView(id: id, onPhoto: { [weak self] in
                self?.present(fullScreenCover: .camera)
            })
        }
    }

    @ViewBuilder
    func build(sheet: Sheet) -> some View {
        switch sheet {
        case .watering:
            WateringView(onDone: { [weak self] in
                self?.dismissSheet()
            })
        }
    }

    @ViewBuilder
    func build(fullScreenCover: FullScreenCover) -> some View {
        switch fullScreenCover {
        case .camera:
            CameraView(onClose: { [weak self] in
                self?.dismissFullScreenCover()
            })
        }
    }
}
