//
//  ReservationViewController.swift
//  Shelf
//

import UIKit

final class ReservationViewController: UIViewController {
}
