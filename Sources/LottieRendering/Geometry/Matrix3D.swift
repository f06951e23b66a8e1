import Foundation
import VectorGraphics

/// A 3D affine transform (x right, y down, z away from the viewer), for 3D layers: the players
/// draw them without perspective, so the result is flattened onto the screen by dropping z.
struct Matrix3D {
  /// Row-major 3 × 4: the rotation and scale columns, then the translation.
  var rows: [[Double]]

  init(rows: [[Double]]) { self.rows = rows }

  /// A planar transform, acting on x and y and leaving z alone.
  init(_ planar: AffineTransform) {
    rows = [[planar.a, planar.c, 0, planar.e], [planar.b, planar.d, 0, planar.f], [0, 0, 1, 0]]
  }

  static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix3D {
    Matrix3D(rows: [[1, 0, 0, x], [0, 1, 0, y], [0, 0, 1, z]])
  }

  /// Tilts about the x axis: positive angles take the top away from the viewer.
  static func rotationX(degrees: Double) -> Matrix3D {
    let (sine, cosine) = (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
    return Matrix3D(rows: [[1, 0, 0, 0], [0, cosine, -sine, 0], [0, sine, cosine, 0]])
  }

  /// Turns about the y axis: positive angles take the right side away from the viewer.
  static func rotationY(degrees: Double) -> Matrix3D {
    let (sine, cosine) = (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
    return Matrix3D(rows: [[cosine, 0, -sine, 0], [0, 1, 0, 0], [sine, 0, cosine, 0]])
  }

  /// Turns in the screen's plane, clockwise on screen as 2D rotations do.
  static func rotationZ(degrees: Double) -> Matrix3D {
    Matrix3D(AffineTransform.rotation(degrees: degrees))
  }

  /// The transform that applies `other` first, then `self`.
  func concatenating(_ other: Matrix3D) -> Matrix3D {
    var result = [[Double]](repeating: [0, 0, 0, 0], count: 3)
    for row in 0..<3 {
      for column in 0..<4 {
        var sum = column == 3 ? rows[row][3] : 0
        for inner in 0..<3 { sum += rows[row][inner] * other.rows[inner][column] }
        result[row][column] = sum
      }
    }
    return Matrix3D(rows: result)
  }

  /// The transform of the layer's plane (z = 0) onto the screen, without perspective.
  var flattened: AffineTransform {
    AffineTransform(
      a: rows[0][0], b: rows[1][0], c: rows[0][1], d: rows[1][1], e: rows[0][3], f: rows[1][3])
  }
}
