//
//  ReservationViewController.swift
//  Harbour
//
//  Created by Sam Keeper on 04/02/2025.
//

import UIKit

final class ReservationViewController: UIViewController {
}
