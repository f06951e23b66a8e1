import Foundation
import VectorGraphics

/// A skin's deformation of its points path, as the runtime's `Skin::deform` computes it: each
/// vertex, taken through the skin's own transform, moves with the bones its weight names, by
/// the share each is given.
struct RiveSkin {
  /// The skin's transform (`xx`…`ty`), applied to a vertex before the bones'.
  let world: AffineTransform
  /// The bones' transforms by the index a weight gives them: 0 is no bone (the identity), then
  /// each tendon's bone's world transform times the inverse of the tendon's bind transform.
  let boneTransforms: [AffineTransform]

  /// `point` deformed by the bones of `indices` with the shares of `values` (four bytes each,
  /// lowest first; a share is a byte over 255); nil when a share names a bone the skin lacks
  /// (which the runtime reads out of its bounds).
  func deform(_ point: Point, indices: UInt64, values: UInt64) -> Point? {
    var sum = AffineTransform(a: 0, b: 0, c: 0, d: 0, e: 0, f: 0)
    for byte in 0..<4 {
      let share = Double((values >> (byte * 8)) & 0xFF) / 255
      guard share > 0 else { continue }
      let index = Int((indices >> (byte * 8)) & 0xFF)
      guard boneTransforms.indices.contains(index) else { return nil }
      let bone = boneTransforms[index]
      sum.a += bone.a * share
      sum.b += bone.b * share
      sum.c += bone.c * share
      sum.d += bone.d * share
      sum.e += bone.e * share
      sum.f += bone.f * share
    }
    return sum.apply(world.apply(point))
  }

  /// A transform from the six values the runtime reads into a `Mat2D` (`xx`, `xy`, `yx`,
  /// `yy`, `tx`, `ty`), with the defaults of the identity.
  static func transform(
    _ component: RiveComponent, xx: UInt32, xy: UInt32, yx: UInt32, yy: UInt32, tx: UInt32,
    ty: UInt32
  ) -> AffineTransform {
    AffineTransform(
      a: component.number(xx, 1), b: component.number(xy), c: component.number(yx),
      d: component.number(yy, 1), e: component.number(tx), f: component.number(ty))
  }
}
