//
//  CoordinatorDidFinishDelegate.swift
//  Weather
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

protocol CoordinatorDidFinishDelegate {
    func childDidFinish(_ child: Coordinator)
}
