//
//  CoordinatorType.swift
//  Hotel
//
//  Copyright © Example Inc.
//

/// Every flow of the app. `coordgen new coordinator` adds a case here for each new coordinator.
enum CoordinatorType {
    case app
}
