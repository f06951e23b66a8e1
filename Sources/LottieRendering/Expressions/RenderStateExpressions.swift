import AnimationFiles

/// The renderer's side of ``ExpressionContext``: it enters each composition and layer it draws.
///
/// Out of line, so that the frames of the renderer's recursion (compositions in layers in
/// compositions) keep the size they had: the deepest files must still fit a small stack.
extension RenderState {
  @inline(never)
  func enterExpressionScope(layer: JSONNode, frame: Double) {
    ExpressionContext.current?.enter(layer: layer, frame: frame)
  }

  @inline(never)
  func enterExpressionScope(precomposition id: String, asset: JSONNode, frame: Double) {
    ExpressionContext.current?.enter(precomposition: id, asset: asset, frame: frame)
  }

  @inline(never)
  func leaveExpressionScope() {
    ExpressionContext.current?.leave()
  }
}
