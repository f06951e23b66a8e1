import Foundation
import VectorGraphics

/// The area merge paths make of the paths above them, as SVG can draw it: a luminance mask,
/// white where the area is. The fill below the merge paints through it.
///
/// Each merged slot counts as the area its paths fill (non-zero). The lowest slot (the last
/// listed) is the one the others act on, as in After Effects: add (2) is the union, subtract (3)
/// the lowest slot less the others, intersect (4) where all overlap, exclude intersections (5)
/// where an odd number of the paths overlap.
extension ShapeRenderer {
  /// The merged area in the draw's coordinates (`inverse` takes the layer to them), or nil
  /// when it is empty, cannot be drawn, or the vertex budget is spent.
  func mergedArea(_ merge: Merge, inverse: AffineTransform) -> String? {
    if merge.mode == 5 { return excludedArea(merge, inverse: inverse) }
    var operands: [String] = []
    for slot in merge.operands {
      if let inner = slot.merge {
        guard let area = mergedArea(inner, inverse: inverse) else { return nil }
        operands.append(area)
      } else {
        guard let data = pathData(slot, inverse: inverse) else { return nil }
        if !data.isEmpty { operands.append("<path d=\"\(data)\" fill=\"#fff\"/>") }
      }
    }
    guard var area = operands.popLast() else { return nil }
    switch merge.mode {
    case 3:
      // Black over the lowest slot where any other slot is.
      for operand in operands { area += blackened(operand) }
    case 4:
      // Each other slot's area masks what is kept so far.
      for operand in operands.reversed() { area = masked(area, by: operand) }
    default:
      for operand in operands { area += operand }
    }
    return area
  }

  /// Exclude intersections: one path with the even-odd rule, so that the area is where an odd
  /// number of the merged paths are. A merge inside it is not drawn (and is named).
  private func excludedArea(_ merge: Merge, inverse: AffineTransform) -> String? {
    var data = ""
    for slot in merge.operands {
      guard slot.merge == nil else {
        state.report(layerName, "merge paths inside merge paths that exclude intersections")
        return nil
      }
      guard let slotData = pathData(slot, inverse: inverse) else { return nil }
      data += slotData
    }
    guard !data.isEmpty else { return nil }
    return "<path d=\"\(data)\" fill=\"#fff\" fill-rule=\"evenodd\"/>"
  }

  /// `area` where `mask`'s drawing is white.
  private func masked(_ area: String, by mask: String) -> String {
    let id = state.writer.uniqueID("merge")
    return "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(Self.maskRegion)>\(mask)</mask>"
      + "<g mask=\"url(#\(id))\">\(area)</g>"
  }

  /// Black where a white drawing is, to cut it out of a mask.
  private func blackened(_ drawing: String) -> String {
    masked("<rect \(Self.maskRegion) fill=\"#000\"/>", by: drawing)
  }
}
