import Foundation

/// Who looks after the birds, once signed in.
struct Keeper {
    let name: String
}
