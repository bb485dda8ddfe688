import Foundation
import RxSwift

/// What every flow is: it starts, and its stream says how it ended.
protocol CoordinatorType {
    associatedtype CoordinationResult
    var identifier: UUID { get }
    func start() -> Observable<CoordinationResult>
}
