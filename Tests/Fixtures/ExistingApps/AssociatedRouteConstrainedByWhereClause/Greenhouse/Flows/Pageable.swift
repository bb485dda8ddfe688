//
//  Pageable.swift
//  Greenhouse
//

import Foundation

/// What a flow's screens are: values a navigation stack can hold.
protocol Pageable: Hashable {}
