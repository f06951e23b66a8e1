import AnimationFiles
import Foundation
import VectorGraphics

/// One frame of a Lottie animation as an SVG document, with what it could not show.
package struct LottieStill: Sendable {
  /// The SVG document.
  package let svg: String
  /// Features of the layers visible at this frame that the SVG leaves out or shows wrongly, in
  /// the order they were met.
  package let unsupported: [UnsupportedFeature]
}

/// Renders frames of a Lottie animation to SVG: layers, parenting, timing, transforms, shapes,
/// fills, strokes, gradients, trim paths, repeaters, masks, track mattes, blend modes, drop
/// shadows (the layer style and the effect) and the Fill and Gaussian Blur effects.
///
/// 3D layers are flattened without perspective, as players draw them without a camera. Text is
/// drawn from the glyph outlines the file holds or from the font files of the resources, with
/// its animators, and expressions are evaluated (``ExpressionEvaluator``). Text with neither,
/// expressions the evaluator cannot run, other effects and layer styles, the add and hard mix
/// blend modes and cameras are not rendered; each one met in a frame is named in
/// ``LottieStill/unsupported``.
package struct LottieStillRenderer: Sendable {
  package let document: LottieDocument
  package let resources: RenderResources
  package let limits: RenderLimits

  package init(
    document: LottieDocument, resources: RenderResources = .none, limits: RenderLimits = .default
  ) {
    self.document = document
    self.resources = resources
    self.limits = limits
  }

  /// Renders `frame` (in the animation's frames, `ip` ≤ frame < `op`), drawn `width` × `height`
  /// (the animation's own size when nil).
  package func render(frame: Double, width: Double? = nil, height: Double? = nil) -> LottieStill {
    let state = RenderState(document: document, resources: resources, limits: limits)
    let animation = document.animation
    let drawnWidth = width ?? animation.width
    let drawnHeight = height ?? animation.height
    let clip = state.writer.uniqueID("clip")
    state.writer.append(
      "<clipPath id=\"\(clip)\"><rect width=\"\(svgNumber(animation.width))\" height=\"\(svgNumber(animation.height))\"/></clipPath>"
    )
    state.writer.append("<g clip-path=\"url(#\(clip))\">")
    let layers = document.root["layers"]?.array ?? []
    ExpressionScope.rendering(document: document.root, frameRate: state.frameRate, frame: frame) {
      state.renderComposition(layers, frame: frame, depth: 0)
    }
    state.writer.append("</g>")
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
      + "width=\"\(svgNumber(drawnWidth))\" height=\"\(svgNumber(drawnHeight))\" "
      + "viewBox=\"0 0 \(svgNumber(animation.width)) \(svgNumber(animation.height))\">"
      + state.writer.text + "</svg>\n"
    return LottieStill(svg: svg, unsupported: state.unsupported)
  }
}

/// What one frame's rendering accumulates: the SVG, the unsupported features met, and the
/// budgets that keep hostile files finite.
final class RenderState {
  let document: LottieDocument
  let resources: RenderResources
  let limits: RenderLimits
  let writer = SVGWriter()
  private(set) var unsupported: [UnsupportedFeature] = []
  private var seen: Set<UnsupportedFeature> = []
  private var layersRendered = 0
  var verticesWritten = 0
  var repeatedItems = 0
  /// The file's glyph outlines, read when a text layer first needs them.
  lazy var glyphs = GlyphCatalog(root: document.root)
  /// The font files' faces, read when a text layer without glyph outlines first needs them.
  lazy var fontLibrary = FontLibrary(files: resources.fonts)
  private let assets: [String: JSONNode]
  let frameRate: Double

  init(document: LottieDocument, resources: RenderResources, limits: RenderLimits) {
    self.document = document
    self.resources = resources
    self.limits = limits
    frameRate = document.animation.frameRate
    var assets: [String: JSONNode] = [:]
    for asset in document.root["assets"]?.array ?? [] {
      if let id = asset["id"]?.string { assets[id] = asset }
    }
    self.assets = assets
  }

  func report(_ layer: String, _ feature: String) {
    let item = UnsupportedFeature(layer: layer, feature: feature)
    if seen.insert(item).inserted { unsupported.append(item) }
  }

  /// Whether `count` more vertices fit in the budget; reports the overflow once when not.
  func fitsVertexBudget(_ count: Int, layer: String) -> Bool {
    guard count <= limits.maximumVertexCount - verticesWritten else {
      report(layer, "more than \(limits.maximumVertexCount) path vertices in one frame")
      return false
    }
    return true
  }

  /// Spends `count` vertices of the budget, or reports the overflow and spends nothing.
  func spendVertices(_ count: Int, layer: String) -> Bool {
    guard fitsVertexBudget(count, layer: layer) else { return false }
    verticesWritten += count
    return true
  }

  // MARK: Compositions

  /// Paints a composition's layers, the last layer first (Lottie lists the top layer first).
  func renderComposition(_ layers: [JSONNode], frame: Double, depth: Int) {
    var byIndex: [Int: JSONNode] = [:]
    for layer in layers {
      if let index = layer["ind"]?.number, let key = Int(exactly: index.rounded()) {
        byIndex[key] = layer
      }
    }
    for position in layers.indices.reversed() {
      let layer = layers[position]
      guard layer.isObject, !isMatteSource(layer) else { continue }
      guard let content = layerContent(layer, frame: frame, depth: depth, byIndex: byIndex)
      else { continue }
      var drawn = content
      if let matteType = layer["tt"]?.integer, matteType != 0 {
        let matte: JSONNode? =
          layer["tp"]?.number.flatMap { Int(exactly: $0.rounded()) }.flatMap { byIndex[$0] }
          ?? (position > 0 ? layers[position - 1] : nil)
        drawn = mattedContent(
          content, matteType: matteType, matte: matte, frame: frame, depth: depth,
          byIndex: byIndex, layer: layer)
      }
      // The blend mode composites the layer, matte and masks applied, with the layers below.
      if let blend = Self.blendMode(of: layer) {
        drawn = "<g style=\"mix-blend-mode:\(blend)\">\(drawn)</g>"
      }
      writer.append(drawn)
    }
  }

  /// The `mix-blend-mode` a layer is composited with, or nil when it blends normally (or in a
  /// mode the still names as unsupported).
  static func blendMode(of layer: JSONNode) -> String? {
    layer["bm"]?.number.flatMap(BlendMode.cssName(of:))
  }

  private func isMatteSource(_ layer: JSONNode) -> Bool {
    (layer["td"]?.number ?? 0) != 0
  }

  static func name(of layer: JSONNode) -> String {
    if let name = layer["nm"]?.string, !name.isEmpty { return name }
    if let index = layer["ind"]?.number { return "#\(svgNumber(index))" }
    return "unnamed"
  }

  /// A layer drawn in its composition's coordinates, or nil when it shows nothing at `frame`.
  ///
  /// A precomposition recurses through here, so what comes before and after its content is
  /// out of line: each level keeps only this function's small frame on the stack.
  func layerContent(
    _ layer: JSONNode, frame: Double, depth: Int, byIndex: [Int: JSONNode]
  ) -> String? {
    enterExpressionScope(layer: layer, frame: frame)
    defer { leaveExpressionScope() }
    guard let placement = placement(of: layer, frame: frame, byIndex: byIndex) else { return nil }
    let name = placement.name
    // Not `capture(_:)`: its closure would add frames to every level of precomposition.
    writer.beginCapture()
    switch layer["ty"]?.integer ?? -1 {
    case 0: precomposition(layer, frame: frame, depth: depth, name: name)
    case 1: solid(layer)
    case 2: image(layer, name: name)
    case 3: break
    case 4: ShapeRenderer(state: self, layerName: name).render(layer["shapes"], frame: frame)
    case 5: TextRenderer(state: self, layerName: name).render(layer, frame: frame)
    default: break
    }
    let body = writer.endCapture()
    guard !body.isEmpty else { return nil }
    return placed(body, of: layer, placement, frame: frame)
  }

  /// Where a layer is drawn: its name, transform and opacity; nil when it shows nothing at
  /// `frame`.
  private struct Placement {
    let name: String
    let matrix: AffineTransform
    let opacity: Double
  }

  @inline(never)
  private func placement(
    of layer: JSONNode, frame: Double, byIndex: [Int: JSONNode]
  ) -> Placement? {
    if layer["hd"]?.bool == true { return nil }
    let inPoint = layer["ip"]?.number ?? -Double.infinity
    let outPoint = layer["op"]?.number ?? Double.infinity
    guard frame >= inPoint, frame < outPoint else { return nil }
    let name = Self.name(of: layer)
    layersRendered += 1
    guard layersRendered <= limits.maximumLayerCount else {
      report(name, "more than \(limits.maximumLayerCount) layers in one frame")
      return nil
    }
    checkUnsupported(layer, name: name, frame: frame)
    let own = LayerTransform(layer: layer, at: frame)
    guard own.opacity > 0 else { return nil }
    let matrix = worldMatrix(of: layer, own: own.matrix, frame: frame, byIndex: byIndex)
    guard matrix.determinant.isFinite, matrix.determinant != 0 else { return nil }
    return Placement(name: name, matrix: matrix, opacity: own.opacity)
  }

  /// A layer's content with its effects and masks, placed by its transform and opacity.
  @inline(never)
  private func placed(
    _ body: String, of layer: JSONNode, _ placement: Placement, frame: Double
  ) -> String {
    let styled = LayerEffects(state: self, layerName: placement.name).apply(
      to: body, of: layer, frame: frame)
    let masked = MaskRenderer(state: self, layerName: placement.name).apply(
      layer["masksProperties"], to: styled, frame: frame, hasMask: layer["hasMask"]?.bool)
    var attributes = " transform=\"\(placement.matrix.svg)\""
    if placement.opacity < 1 { attributes += " opacity=\"\(svgNumber(placement.opacity))\"" }
    return "<g\(attributes)>\(masked)</g>"
  }

  /// The layer's transform composed with its parents', stopping at a cycle.
  private func worldMatrix(
    of layer: JSONNode, own: AffineTransform, frame: Double, byIndex: [Int: JSONNode]
  ) -> AffineTransform {
    var matrix = own
    var visited: Set<Int> = []
    if let index = layer["ind"]?.number { visited.insert(Int(exactly: index.rounded()) ?? -1) }
    var current = layer
    while let parent = current["parent"]?.number, let key = Int(exactly: parent.rounded()),
      let parentLayer = byIndex[key]
    {
      guard visited.insert(key).inserted else {
        report(Self.name(of: layer), "a cycle of parents")
        break
      }
      enterExpressionScope(layer: parentLayer, frame: frame)
      matrix = LayerTransform(layer: parentLayer, at: frame).matrix.concatenating(matrix)
      leaveExpressionScope()
      current = parentLayer
    }
    return matrix
  }

  private func checkUnsupported(_ layer: JSONNode, name: String, frame: Double) {
    for feature in LayerEffects.unsupported(in: layer, at: frame) { report(name, feature) }
    if let blend = layer["bm"]?.number, BlendMode.isUnsupported(blend) {
      report(name, "blend mode \(svgNumber(blend))")
    }
    if layer["ty"]?.number == 13 {
      report(name, "camera layer")
    } else if let type = layer["ty"]?.number, ![0, 1, 2, 3, 4, 5, 6].contains(type) {
      report(name, "layer of type \(svgNumber(type))")
    }
    if let transform = layer["ks"], transform.isObject {
      for (key, label) in Self.transformLabels
      where AnimatedValue.hasUnsupportedExpression(transform[key]) {
        report(name, "expression on \(label)")
      }
      if let position = transform["p"], position["s"]?.bool == true {
        for key in ["x", "y"] where AnimatedValue.hasUnsupportedExpression(position[key]) {
          report(name, "expression on Position")
        }
      }
    }
    if AnimatedValue.hasUnsupportedExpression(layer["tm"]) {
      report(name, "expression on Time Remap")
    }
  }

  static let transformLabels: [(String, String)] = [
    ("a", "Anchor Point"), ("p", "Position"), ("s", "Scale"), ("r", "Rotation"),
    ("o", "Opacity"), ("sk", "Skew"), ("sa", "Skew Axis"), ("rz", "Rotation"),
    ("rx", "X Rotation"), ("ry", "Y Rotation"), ("or", "Orientation"),
  ]

  // MARK: Layer types

  private func precomposition(_ layer: JSONNode, frame: Double, depth: Int, name: String) {
    guard let reference = layer["refId"]?.string, let asset = assets[reference],
      let layers = asset["layers"]?.array
    else { return }
    guard depth < limits.maximumPrecompositionDepth else {
      report(name, "precompositions nested deeper than \(limits.maximumPrecompositionDepth)")
      return
    }
    // A remap names the inner composition's time itself, so neither the layer's start nor its
    // stretch applies to it (lottie-web and lottie-ios read it so).
    var childFrame: Double
    if let remap = layer["tm"] {
      childFrame = AnimatedValue.number(remap, at: frame, default: 0) * frameRate
    } else {
      childFrame = frame - (layer["st"]?.number ?? 0)
      let stretch = layer["sr"]?.number ?? 1
      if stretch != 0, stretch.isFinite { childFrame /= stretch }
    }
    enterExpressionScope(precomposition: reference, asset: asset, frame: childFrame)
    defer { leaveExpressionScope() }
    let width = layer["w"]?.number ?? asset["w"]?.number
    let height = layer["h"]?.number ?? asset["h"]?.number
    // A precomposition is composited as one layer, as After Effects renders a nested
    // composition: blend modes inside it blend with its own layers only.
    let isolation =
      layers.contains { Self.blendMode(of: $0) != nil } ? " style=\"isolation:isolate\"" : ""
    if let width, let height {
      let clip = writer.uniqueID("clip")
      writer.append(
        "<clipPath id=\"\(clip)\"><rect width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\"/></clipPath><g clip-path=\"url(#\(clip))\"\(isolation)>"
      )
      renderComposition(layers, frame: childFrame, depth: depth + 1)
      writer.append("</g>")
    } else if !isolation.isEmpty {
      writer.append("<g\(isolation)>")
      renderComposition(layers, frame: childFrame, depth: depth + 1)
      writer.append("</g>")
    } else {
      renderComposition(layers, frame: childFrame, depth: depth + 1)
    }
  }

  private func solid(_ layer: JSONNode) {
    let width = layer["sw"]?.number ?? 0
    let height = layer["sh"]?.number ?? 0
    guard width > 0, height > 0 else { return }
    let color = layer["sc"]?.string ?? "#000000"
    let safe = color.allSatisfy { $0.isHexDigit || $0 == "#" } ? color : "#000000"
    writer.append(
      "<rect width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" fill=\"\(safe)\"/>")
  }

  private func image(_ layer: JSONNode, name: String) {
    guard let reference = layer["refId"]?.string, let asset = assets[reference] else { return }
    let width = asset["w"]?.number ?? 0
    let height = asset["h"]?.number ?? 0
    let file = asset["p"]?.string ?? ""
    let folder = asset["u"]?.string ?? ""
    var href: String?
    if file.hasPrefix("data:") {
      href = Self.relabeled(dataURL: file)
    } else {
      let candidates = [folder + file, "i/" + file, "images/" + file]
      let archived = candidates.lazy.compactMap { candidate -> (String, [UInt8])? in
        let key = candidate.hasPrefix("/") ? String(candidate.dropFirst()) : candidate
        return self.document.images[key].map { (key, $0) }
      }.first
      if let (key, bytes) = archived ?? resources.images[folder + file].map({ (file, $0) }) {
        href = "data:\(Self.mediaType(of: key, bytes));base64," + Data(bytes).base64EncodedString()
      }
    }
    guard let href else {
      report(name, "image '\(file)' neither embedded in the file nor found beside it")
      return
    }
    // An image file of another shape than the asset fills the asset's box, centred and
    // cropped, as lottie-web draws it; one of the asset's own size is drawn as it is.
    writer.append(
      "<image width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" preserveAspectRatio=\"xMidYMid slice\" xlink:href=\"\(SVGWriter.escaped(href))\"/>"
    )
  }

  /// A base64 data URL with the media type its bytes show, when they show one: exporters label
  /// JPEG data `image/png`, which SVG renderers then refuse to decode.
  static func relabeled(dataURL: String) -> String {
    guard let comma = dataURL.firstIndex(of: ","),
      dataURL[..<comma].hasSuffix(";base64")
    else { return dataURL }
    let payload = dataURL[dataURL.index(after: comma)...]
    // 16 base64 characters are 12 bytes, enough for the signatures.
    guard let head = Data(base64Encoded: String(payload.prefix(16))) else { return dataURL }
    let sniffed = mediaType(of: "", Array(head))
    guard sniffed != "application/octet-stream" else { return dataURL }
    return "data:\(sniffed);base64," + payload
  }

  private static func mediaType(of name: String, _ bytes: [UInt8]) -> String {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
    if bytes.starts(with: [0xFF, 0xD8]) { return "image/jpeg" }
    if bytes.starts(with: Array("RIFF".utf8)) { return "image/webp" }
    if name.lowercased().hasSuffix(".svg") { return "image/svg+xml" }
    return "application/octet-stream"
  }

  // MARK: Mattes

  /// A layer's content seen through its track matte, as an SVG luminance mask.
  private func mattedContent(
    _ content: String, matteType: Int, matte: JSONNode?, frame: Double, depth: Int,
    byIndex: [Int: JSONNode], layer: JSONNode
  ) -> String {
    let name = Self.name(of: layer)
    guard (1...4).contains(matteType) else {
      report(name, "track matte of type \(matteType)")
      return content
    }
    var matteDrawing = ""
    if let matte {
      var visible = matte
      // A matte layer is drawn for the mask even though it is hidden as a layer of its own.
      if matte["hd"]?.bool == true { visible = matte }
      matteDrawing = layerContent(visible, frame: frame, depth: depth, byIndex: byIndex) ?? ""
    }
    let inverted = matteType == 2 || matteType == 4
    let alpha = matteType == 1 || matteType == 2
    let id = writer.uniqueID("matte")
    let filter = writer.uniqueID("filter")
    let region = "x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\""
    var defs = "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(region)>"
    if alpha {
      // Luminance of white (or black over white) at the matte's alpha is the alpha (or 1 − it).
      let channel = inverted ? "0" : "1"
      defs +=
        "<filter id=\"\(filter)\" filterUnits=\"userSpaceOnUse\" \(region) color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"0 0 0 0 \(channel) 0 0 0 0 \(channel) 0 0 0 0 \(channel) 0 0 0 1 0\"/></filter>"
      if inverted { defs += "<rect \(region) fill=\"#fff\"/>" }
      defs += "<g filter=\"url(#\(filter))\">\(matteDrawing)</g>"
    } else if inverted {
      defs +=
        "<filter id=\"\(filter)\" filterUnits=\"userSpaceOnUse\" \(region) color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0\"/></filter>"
      defs += "<g filter=\"url(#\(filter))\"><rect \(region) fill=\"#000\"/>\(matteDrawing)</g>"
    } else {
      defs += matteDrawing
    }
    defs += "</mask>"
    return defs + "<g mask=\"url(#\(id))\">\(content)</g>"
  }
}
