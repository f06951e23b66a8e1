import AnimationFiles
import Foundation
import VectorGraphics

/// One still of an artboard: the SVG and what it leaves out.
package struct RiveStill: Sendable {
  /// The SVG document.
  package let svg: String
  /// Features the still does not draw, by component; empty when it is what the runtime draws.
  package let unsupported: [RiveUnsupportedFeature]
}

/// Draws an artboard, with the values animations gave it, as SVG: what the runtime's
/// `Artboard::draw` draws, drawable by drawable.
package struct RiveStillRenderer {
  typealias Key = RivePropertyKey
  typealias TypeKey = RiveTypeKey

  /// The artboard's components with their current values.
  private(set) var components: [RiveComponent?]
  /// The file's assets, which its images draw.
  fileprivate let assets: [RiveFileAsset]
  fileprivate let limits: RiveRenderLimits
  /// What the artboard's animations and data hold that the still does not show.
  private(set) var unsupported: Set<RiveUnsupportedFeature> = []
  private let interpolators: [Int: RiveInterpolator]
  /// The artboard's nested artboards, each an instance of its own.
  fileprivate var nested: [RiveNestedArtboard] = []
  /// Whether the nested artboards have been advanced (by a state machine's frames); a still
  /// that was not advanced shows them as the runtime does after advancing its artboard by 0.
  private var hasAdvancedNested = false

  package init(artboard: RiveArtboardDefinition, limits: RiveRenderLimits = RiveRenderLimits()) {
    var budget = limits.maximumNestedArtboards
    self.init(
      artboard: artboard, library: artboard.library ?? RiveArtboardLibrary(artboards: []),
      ancestry: [artboard.index], limits: limits, budget: &budget)
  }

  /// An instance of `artboard`, nested in the artboards of `ancestry` (indices in `library`),
  /// whose nested artboards take at most `budget` instances.
  init(
    artboard: RiveArtboardDefinition, library: RiveArtboardLibrary, ancestry: [Int],
    limits: RiveRenderLimits, budget: inout Int
  ) {
    components = artboard.components
    assets = artboard.assets
    self.limits = limits
    var interpolators: [Int: RiveInterpolator] = [:]
    for (id, component) in artboard.components.enumerated() {
      if let component, let interpolator = RiveInterpolator(component) {
        interpolators[id] = interpolator
      }
    }
    self.interpolators = interpolators
    for name in Set(artboard.otherObjects) where name.hasPrefix("DataBind") {
      unsupported.insert(RiveUnsupportedFeature(component: artboard.name, feature: "data binding"))
    }
    // A nested trigger fires when an animation passes a callback keyframe on it; a still
    // does not fire it, so an animation that keys one is named.
    for animation in artboard.animations {
      for keyed in animation.keyedObjects {
        guard let id = keyed.objectID, components.indices.contains(id),
          let trigger = components[id], trigger.typeKey == TypeKey.nestedTrigger
        else { continue }
        unsupported.insert(
          RiveUnsupportedFeature(
            component: trigger.label,
            feature: "NestedTrigger fired by animation '\(animation.name)'"))
      }
    }
    var children: [Int: [Int]] = [:]
    for (id, component) in components.enumerated() where id > 0 {
      if let parent = component?.parentID { children[parent, default: []].append(id) }
    }
    // Only a plain nested artboard: its layout and leaf subtypes are named as they are.
    for (id, component) in components.enumerated()
    where component?.typeKey == TypeKey.nestedArtboard {
      if let instance = RiveNestedArtboard(
        hostID: id, host: components, children: children[id] ?? [], library: library,
        ancestry: ancestry, limits: limits, budget: &budget, unsupported: &unsupported)
      {
        nested.append(instance)
      }
    }
  }

  /// Advances the nested artboards by `seconds`, with the values the artboard has now.
  mutating func advanceNested(by seconds: Double) {
    hasAdvancedNested = true
    for index in nested.indices {
      nested[index].advance(by: seconds, host: components)
    }
  }

  /// Whether every nested artboard has come to rest.
  var nestedAreSettled: Bool {
    nested.allSatisfy { $0.isSettled(host: components) }
  }

  /// Features the nested artboards' playback met (their drawing's are named by `render`).
  var nestedUnsupported: Set<RiveUnsupportedFeature> {
    nested.reduce(into: []) { $0.formUnion($1.allUnsupported) }
  }

  /// Applies `animation` at its own time `seconds`, mixed by `mix` into the current values.
  package mutating func apply(_ animation: RiveTimeline, atSeconds seconds: Double, mix: Double = 1)
  {
    animation.apply(
      at: seconds, mix: mix, to: &components, interpolators: interpolators,
      unsupported: &unsupported)
  }

  /// The interpolator with `id`, for state-machine transitions.
  func interpolator(_ id: Int?) -> RiveInterpolator? { id.flatMap { interpolators[$0] } }

  /// Draws the artboard at `size` (its own size when nil).
  package func render(size: (width: Double, height: Double)? = nil) -> RiveStill {
    var instance = self
    if !instance.hasAdvancedNested { instance.advanceNested(by: 0) }
    var scene = RiveScene(renderer: instance)
    let svg = scene.draw(size: size)
    return RiveStill(
      svg: svg,
      unsupported: scene.unsupported.sorted {
        ($0.component, $0.feature) < ($1.component, $1.feature)
      })
  }
}

/// One drawing of an artboard: the hierarchy, world transforms and paths of its components.
struct RiveScene {
  typealias Key = RivePropertyKey
  typealias TypeKey = RiveTypeKey

  let components: [RiveComponent?]
  private let assets: [RiveFileAsset]
  let limits: RiveRenderLimits
  var unsupported: Set<RiveUnsupportedFeature> = []
  /// Nested artboards by the id of their host component.
  private let nested: [Int: RiveNestedArtboard]
  /// The opacity of the component hosting the artboard (1 at the top), which its contents take.
  private let hostOpacity: Double
  private var children: [[Int]]
  private var worlds: [AffineTransform?]
  private var opacities: [Double?]
  private var collapsed: [Bool]
  /// The components whose constraints are being applied, outermost first: a target that is
  /// one of them or hangs below one depends on itself.
  private var constraining: [Int] = []
  /// The tip of the IK chain each bone above a tip belongs to (the first, if several).
  private var chainTips: [Int: Int] = [:]
  private var solvingChains: Set<Int> = []
  /// Vertices drawn so far, nested artboards' included.
  private(set) var vertexCount: Int
  private var reportedVertexLimit = false

  /// The drawing of `renderer`'s artboard as it is now, within a host of opacity `hostOpacity`
  /// that has drawn `vertexCount` vertices already.
  init(renderer: RiveStillRenderer, hostOpacity: Double = 1, vertexCount: Int = 0) {
    components = renderer.components
    assets = renderer.assets
    limits = renderer.limits
    unsupported = renderer.unsupported.union(renderer.nestedUnsupported)
    nested = Dictionary(renderer.nested.map { ($0.hostID, $0) }) { first, _ in first }
    self.hostOpacity = hostOpacity
    self.vertexCount = vertexCount
    children = Array(repeating: [], count: components.count)
    worlds = Array(repeating: nil, count: components.count)
    opacities = Array(repeating: nil, count: components.count)
    collapsed = Array(repeating: false, count: components.count)
    for (id, component) in components.enumerated() where id > 0 {
      if let parent = component?.parentID, parent < components.count, parent != id {
        children[parent].append(id)
      }
    }
    markCollapsed()
    for (id, component) in components.enumerated() {
      guard let component, component.typeKey == TypeKey.iKConstraint,
        let tip = parent(of: id), self.component(tip)?.isKind(of: TypeKey.bone) ?? false
      else { continue }
      for bone in chain(component, tip: tip).dropLast() where chainTips[bone] == nil {
        chainTips[bone] = tip
      }
    }
  }

  // MARK: Hierarchy

  private func component(_ id: Int) -> RiveComponent? {
    components.indices.contains(id) ? components[id] : nil
  }

  private func parent(of id: Int) -> Int? {
    guard id > 0, let parent = component(id)?.parentID, parent != id,
      components.indices.contains(parent)
    else { return nil }
    return parent
  }

  /// `id` and its ancestors, nearest first, stopping at a cycle or the depth limit.
  private func lineage(_ id: Int) -> [Int] {
    var result = [id]
    var seen: Set<Int> = [id]
    var current = id
    while let next = parent(of: current), !seen.contains(next), result.count < limits.maximumDepth {
      result.append(next)
      seen.insert(next)
      current = next
    }
    return result
  }

  /// A solo shows only its active child; the others and everything under them collapse. Its
  /// constraints, clipping shapes, focus and semantic data are not among the children it
  /// chooses from: they act on the solo itself, as in the runtime.
  private mutating func markCollapsed() {
    for (id, component) in components.enumerated() {
      guard let component, component.isKind(of: TypeKey.solo) else { continue }
      let active = component.id(Key.soloActiveComponentId)
      for child in children[id] where child != active && isSoloMember(child) {
        var stack = [child]
        var seen: Set<Int> = []
        while let next = stack.popLast(), seen.insert(next).inserted {
          collapsed[next] = true
          stack += children[next]
        }
      }
    }
  }

  private func isSoloMember(_ id: Int) -> Bool {
    guard let component = components[id] else { return true }
    return ![TypeKey.constraint, TypeKey.clippingShape, TypeKey.focusData, TypeKey.semanticData]
      .contains { component.isKind(of: $0) }
  }

  // MARK: Transforms

  /// World transforms and render opacities, parents first (iteratively: a hostile file can nest
  /// a thousand deep).
  private mutating func resolve(_ id: Int) {
    guard worlds[id] == nil else { return }
    let chain = lineage(id).reversed()
    var world = AffineTransform.identity
    var opacity = 1.0
    var first = true
    for link in chain {
      if let known = worlds[link], let knownOpacity = opacities[link] {
        world = known
        opacity = knownOpacity
        first = false
        continue
      }
      guard let component = component(link) else { continue }
      if link == 0 {
        world = .identity
        opacity = component.number(Key.worldTransformComponentOpacity, 1) * hostOpacity
      } else if component.isKind(of: TypeKey.transformComponent) {
        let local = localTransform(link, component)
        let parentWorld = first ? AffineTransform.identity : world
        world = first ? local : world.concatenating(local)
        world = constrained(link, component, world: world, parentWorld: parentWorld, local: local)
        opacity *= component.number(Key.worldTransformComponentOpacity, 1)
      } else if component.isKind(of: TypeKey.worldTransformComponent) {
        opacity *= component.number(Key.worldTransformComponentOpacity, 1)
      }
      first = false
      worlds[link] = world
      opacities[link] = opacity
      if let tip = chainTips[link], solvingChains.insert(tip).inserted {
        // An IK constraint below turns this bone: solve it before going further down.
        resolve(tip)
        world = worlds[link] ?? world
      }
    }
  }

  /// The world transform of a component under its constraints, applied in the file's order
  /// as the runtime applies them once it has composed the transform, each target's world
  /// transform resolved first (the runtime updates a constrained component after its
  /// targets).
  private mutating func constrained(
    _ id: Int, _ component: RiveComponent, world: AffineTransform, parentWorld: AffineTransform,
    local: AffineTransform
  ) -> AffineTransform {
    let constraintIDs = children[id].filter { components[$0].map(Self.isApplied) ?? false }
    guard !constraintIDs.isEmpty else { return world }
    var world = world
    constraining.append(id)
    defer { constraining.removeLast() }
    for constraintID in constraintIDs {
      guard let constraintComponent = components[constraintID] else { continue }
      guard let constraint = RiveConstraint(constraintComponent) else {
        world = solvedChain(constraintComponent, tip: id, world: world)
        continue
      }
      guard let targetID = constraint.targetID else {
        if !constraint.needsTarget {
          world = constraint.constrain(
            constrainedProperties(component, world, parentWorld, local), toward: nil)
        }
        continue
      }
      guard let targetWorld = targetWorld(targetID, of: constraintComponent, chain: []) else {
        continue
      }
      let target = RiveConstraint.Target(
        world: targetWorld, parentWorld: targetID == 0 ? .identity : self.parentWorld(of: targetID),
        path: constraint.kind == .followPath && targetID != 0
          ? followedPath(targetID, components[targetID]!) : nil)
      world = constraint.constrain(
        constrainedProperties(component, world, parentWorld, local), toward: target)
    }
    return world
  }

  private func constrainedProperties(
    _ component: RiveComponent, _ world: AffineTransform, _ parentWorld: AffineTransform,
    _ local: AffineTransform
  ) -> RiveConstraint.Constrained {
    RiveConstraint.Constrained(
      world: world, parentWorld: parentWorld, x: local.e, y: local.f,
      rotation: component.number(Key.transformComponentRotation),
      scaleX: component.number(Key.transformComponentScaleX, 1),
      scaleY: component.number(Key.transformComponentScaleY, 1))
  }

  /// The world transform of a constraint's target, resolved; nil when the runtime leaves the
  /// constraint out (a target that is not a transform, or collapsed) or the stills cannot
  /// resolve it (a target depending on what it constrains, or on `chain`, the bones an IK
  /// constraint turns; a chain of constraints too deep), which is named.
  private mutating func targetWorld(_ targetID: Int, of constraint: RiveComponent, chain: [Int])
    -> AffineTransform?
  {
    guard let target = component(targetID), target.isKind(of: TypeKey.transformComponent),
      !collapsed[targetID]
    else { return nil }
    if targetID == 0 { return .identity }
    if !Set(lineage(targetID)).isDisjoint(with: constraining + chain) {
      unsupported.insert(
        RiveUnsupportedFeature(component: constraint.label, feature: "\(constraint.typeName) cycle")
      )
      return nil
    }
    if constraining.count >= limits.maximumConstraintDepth {
      unsupported.insert(
        RiveUnsupportedFeature(
          component: constraint.label,
          feature: "constraints chained more than \(limits.maximumConstraintDepth) deep"))
      return nil
    }
    return world(targetID)
  }

  /// The bones an IK constraint on bone `tip` turns, top to bottom: the tip and as many of the
  /// bones above it as the constraint asks for.
  private func chain(_ constraint: RiveComponent, tip: Int) -> [Int] {
    var bones = [tip]
    var seen: Set<Int> = [tip]
    var remaining = constraint.unsigned(Key.iKConstraintParentBoneCount)
    while remaining > 0, let next = parent(of: bones[bones.count - 1]), next != 0,
      component(next)?.isKind(of: TypeKey.bone) ?? false, seen.insert(next).inserted
    {
      bones.append(next)
      remaining -= 1
    }
    return bones.reversed()
  }

  /// The world transform of bone `tip` under an IK constraint, which turns the bones above it
  /// in its chain too; their world transforms change here, before anything that hangs from
  /// them is resolved (`resolve` solves a chain before going below any of its bones).
  private mutating func solvedChain(_ constraint: RiveComponent, tip: Int, world: AffineTransform)
    -> AffineTransform
  {
    guard component(tip)?.isKind(of: TypeKey.bone) ?? false,
      let targetID = constraint.id(Key.targetedConstraintTargetId)
    else { return world }
    let bones = chain(constraint, tip: tip)
    guard bones.count <= limits.maximumIKChainLength else {
      // Solving takes time in the square of the length: a hostile chain is named instead.
      unsupported.insert(
        RiveUnsupportedFeature(
          component: constraint.label,
          feature: "\(constraint.typeName) turning more than \(limits.maximumIKChainLength) bones"))
      return world
    }
    guard let target = targetWorld(targetID, of: constraint, chain: bones) else { return world }
    worlds[tip] = world
    var solver = RiveIKChain(
      parentWorld: parentWorld(of: bones[0]),
      worlds: bones.map { worlds[$0] ?? .identity },
      ownRotations: bones.map { bone in
        components[bone].map { RiveTransformParts(localTransform(bone, $0)).rotation } ?? 0
      },
      lengths: bones.map { components[$0]?.number(Key.boneLength) ?? 0 })
    solver.solve(
      toward: Point(x: target.e, y: target.f),
      strength: constraint.number(Key.constraintStrength, 1),
      invertDirection: constraint.bool(Key.iKConstraintInvertDirection, false))
    for (bone, solved) in zip(bones, solver.worlds) { worlds[bone] = solved }
    return solver.worlds[solver.worlds.count - 1]
  }

  /// The paths a follow-path constraint follows in world space: a shape's, or a path's own;
  /// nil for a target of another kind.
  private mutating func followedPath(_ id: Int, _ target: RiveComponent) -> RivePathMeasure? {
    let paths: [ShapePath]
    if target.isKind(of: TypeKey.shape) {
      paths = shapePaths(id)
    } else if target.isKind(of: TypeKey.path) {
      paths = shapePath(id).map { [$0] } ?? []
    } else {
      return nil
    }
    return RivePathMeasure(
      paths.flatMap { path in path.commands.map { Self.mapped($0, path.world) } })
  }

  /// The world transform of a component's parent when it has one (`getParentWorld`).
  private mutating func parentWorld(of id: Int) -> AffineTransform {
    guard let parent = parent(of: id),
      component(parent)?.isKind(of: TypeKey.worldTransformComponent) ?? false
    else { return .identity }
    return world(parent)
  }

  private mutating func world(_ id: Int) -> AffineTransform {
    resolve(id)
    return worlds[id] ?? .identity
  }

  private mutating func opacity(_ id: Int) -> Double {
    resolve(id)
    return opacities[id] ?? 1
  }

  /// The transform of a component in its parent's space. A bone sits at the tip of the bone
  /// it hangs from (`Bone::x` is the parent's length), a root bone where it is placed.
  private func localTransform(_ id: Int, _ component: RiveComponent) -> AffineTransform {
    var x = component.number(Key.nodeX)
    var y = component.number(Key.nodeY)
    if component.typeKey == TypeKey.rootBone {
      x = component.number(Key.rootBoneX)
      y = component.number(Key.rootBoneY)
    } else if component.isKind(of: TypeKey.bone) {
      x = parent(of: id).flatMap(self.component)?.number(Key.boneLength) ?? 0
      y = 0
    }
    return Self.transform(component, x: x, y: y)
  }

  static func transform(_ component: RiveComponent, x: Double, y: Double) -> AffineTransform {
    let rotation = component.number(Key.transformComponentRotation)
    let scaleX = component.number(Key.transformComponentScaleX, 1)
    let scaleY = component.number(Key.transformComponentScaleY, 1)
    let cosine = cos(rotation)
    let sine = sin(rotation)
    return AffineTransform(
      a: cosine * scaleX, b: sine * scaleX, c: -sine * scaleY, d: cosine * scaleY, e: x, f: y)
  }

  // MARK: Support

  /// Types drawn or used by the drawing, and types that draw nothing.
  private static let drawnTypes: [UInt32] = [
    TypeKey.node, TypeKey.shape, TypeKey.pointsPath, TypeKey.rectangle, TypeKey.ellipse,
    TypeKey.triangle, TypeKey.polygon, TypeKey.star, TypeKey.straightVertex,
    TypeKey.cubicDetachedVertex, TypeKey.cubicMirroredVertex, TypeKey.cubicAsymmetricVertex,
    TypeKey.fill, TypeKey.stroke, TypeKey.solidColor, TypeKey.linearGradient,
    TypeKey.radialGradient, TypeKey.gradientStop, TypeKey.clippingShape, TypeKey.solo,
    TypeKey.cubicEaseInterpolator, TypeKey.cubicValueInterpolator, TypeKey.elasticInterpolator,
    TypeKey.event, TypeKey.customProperty, TypeKey.trimPath, TypeKey.bone, TypeKey.skin,
    TypeKey.tendon, TypeKey.weight, TypeKey.drawRules, TypeKey.drawTarget, TypeKey.image,
  ]

  /// Nesting types drawn or run (`RiveNestedArtboard`), by exact type: a nested artboard
  /// layout or leaf is not among them. A nested trigger fires only when the host fires it (a
  /// listener, or an animation's callback keyframe, which `RiveStillRenderer` names).
  private static let nestingTypes: Set<UInt32> = [
    TypeKey.nestedArtboard, TypeKey.nestedSimpleAnimation, TypeKey.nestedRemapAnimation,
    TypeKey.nestedStateMachine, TypeKey.nestedBool, TypeKey.nestedNumber, TypeKey.nestedTrigger,
  ]

  private func isDrawn(_ component: RiveComponent) -> Bool {
    // Constraints by exact type: a list follow-path constraint is not a follow-path one.
    if Self.nestingTypes.contains(component.typeKey) || Self.isApplied(constraint: component) {
      return true
    }
    return Self.drawnTypes.contains { component.typeKey == $0 || component.isKind(of: $0) }
      && !(component.typeKey == TypeKey.node ? false : Self.isUnsupportedSubtype(component))
  }

  private static func isApplied(constraint component: RiveComponent) -> Bool {
    RiveConstraint.kinds[component.typeKey] != nil || component.typeKey == TypeKey.iKConstraint
  }

  /// Subtypes of drawn types that draw differently (a `Star` is a `Polygon`, fine; a layout
  /// or a text node is not a plain node).
  private static func isUnsupportedSubtype(_ component: RiveComponent) -> Bool {
    component.isKind(of: TypeKey.node)
      && !component.isKind(of: TypeKey.shape) && !component.isKind(of: TypeKey.path)
      && !component.isKind(of: TypeKey.solo) && component.typeKey != TypeKey.node
      && component.typeKey != TypeKey.image
  }

  private mutating func noteUnsupportedComponents() {
    for (id, component) in components.enumerated() where id > 0 {
      guard let component, !collapsed[id] else { continue }
      if component.isKind(of: TypeKey.layoutComponentStyle) {
        noteLayoutStyle(id, component)
      } else if component.isKind(of: TypeKey.bone), component.typeKey != TypeKey.rootBone,
        !(parent(of: id).flatMap(self.component)?.isKind(of: TypeKey.bone) ?? false)
      {
        // The runtime reads a bone's place from its parent bone, which it assumes is one.
        unsupported.insert(
          RiveUnsupportedFeature(component: component.label, feature: "Bone not under a bone"))
      } else if RiveConstraint.kinds[component.typeKey] != nil, (parent(of: id) ?? 0) == 0 {
        // The stills place the artboard where it is, as it is authored.
        unsupported.insert(
          RiveUnsupportedFeature(
            component: component.label, feature: "\(component.typeName) on the artboard"))
      } else if !isDrawn(component) {
        unsupported.insert(
          RiveUnsupportedFeature(component: component.label, feature: component.typeName))
      }
    }
  }

  /// A layout style changes what is drawn only through the artboard's size when it is the
  /// artboard's; another layout component's style goes with that component, which is named.
  private mutating func noteLayoutStyle(_ id: Int, _ style: RiveComponent) {
    guard let artboard = components.first ?? nil, artboard.id(Key.layoutComponentStyleId) == id
    else { return }
    if let change = RiveArtboardLayout.sizeChange(
      style: style, width: artboard.number(Key.layoutComponentWidth),
      height: artboard.number(Key.layoutComponentHeight))
    {
      unsupported.insert(
        RiveUnsupportedFeature(
          component: artboard.label, feature: "\(style.typeName) (\(change))"))
    }
  }

  // MARK: Drawing

  mutating func draw(size: (width: Double, height: Double)?) -> String {
    guard let artboard = components.first ?? nil else {
      noteUnsupportedComponents()
      return ""
    }
    let width = artboard.number(Key.layoutComponentWidth)
    let height = artboard.number(Key.layoutComponentHeight)
    let writer = SVGWriter()
    let drawnWidth = size?.width ?? width
    let drawnHeight = size?.height ?? height
    writer.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(svgNumber(drawnWidth))\" "
        + "height=\"\(svgNumber(drawnHeight))\" viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\">"
    )
    drawArtboard(framingOrigin: true, writer: writer)
    writer.append("</svg>\n")
    return writer.text
  }

  /// The artboard's background and drawables, as `Artboard::drawInternal` draws them: at the
  /// top, moved so that its origin frames it (`framingOrigin`); nested, about its origin.
  mutating func drawArtboard(framingOrigin: Bool, writer: SVGWriter) {
    noteUnsupportedComponents()
    guard let artboard = components.first ?? nil else { return }
    let width = artboard.number(Key.layoutComponentWidth)
    let height = artboard.number(Key.layoutComponentHeight)
    let originX = artboard.number(Key.artboardOriginX) * width
    let originY = artboard.number(Key.artboardOriginY) * height
    guard opacity(0) > 0 else { return }
    var open = "<g"
    if framingOrigin, originX != 0 || originY != 0 {
      open += " transform=\"translate(\(svgNumber(originX)) \(svgNumber(originY)))\""
    }
    if artboard.bool(Key.layoutComponentClip, true) {
      let clip = writer.uniqueID("clip")
      writer.append(
        "<clipPath id=\"\(clip)\"><rect x=\"\(svgNumber(-originX))\" y=\"\(svgNumber(-originY))\" "
          + "width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\"/></clipPath>")
      open += " clip-path=\"url(#\(clip))\""
    }
    writer.append(open + ">")
    let background: [RivePathCommand] = [
      .move(Point(x: -originX, y: -originY)), .line(Point(x: width - originX, y: -originY)),
      .line(Point(x: width - originX, y: height - originY)),
      .line(Point(x: -originX, y: height - originY)), .close,
    ]
    drawPaints(of: 0, localPaths: [background], worldPaths: [background], writer: writer)
    for id in drawOrder() {
      drawDrawable(id, writer: writer)
    }
    writer.append("</g>")
  }

  /// Drawables in the order the runtime draws them: the reverse of file order, rearranged by
  /// draw rules.
  private mutating func drawOrder() -> [Int] {
    let drawables = components.indices.filter { id in
      id > 0 && (components[id]?.isKind(of: TypeKey.drawable) ?? false)
    }
    let arranged = RiveDrawOrder(
      drawables: drawables, components: components, children: children,
      lineage: { self.lineage($0) })
    unsupported.formUnion(arranged.unsupported)
    return arranged.order
  }

  private mutating func drawDrawable(_ id: Int, writer: SVGWriter) {
    guard let drawable = components[id], !collapsed[id] else { return }
    let flags = drawable.unsigned(Key.drawableDrawableFlags)
    guard flags & 1 == 0 else { return }
    let nestedArtboard = nested[id]
    let isImage = drawable.typeKey == TypeKey.image
    guard drawable.isKind(of: TypeKey.shape) || nestedArtboard != nil || isImage else { return }
    guard opacity(id) != 0 else { return }
    // Clipping shapes on the drawable's parents (and itself) apply to it.
    var clipIDs: [String] = []
    for ancestor in lineage(id) {
      for child in children[ancestor] {
        guard let clipping = components[child], clipping.isKind(of: TypeKey.clippingShape),
          clipping.bool(Key.clippingShapeIsVisible, true)
        else { continue }
        guard let clip = clipPath(child, writer: writer) else { return }
        clipIDs.append(clip)
      }
    }
    if let nestedArtboard {
      drawNested(nestedArtboard, at: id, clipIDs: clipIDs, writer: writer)
      return
    }
    if isImage {
      drawImage(id, drawable, clipIDs: clipIDs, writer: writer)
      return
    }
    let paths = shapePaths(id)
    guard !paths.isEmpty else { return }
    let blend = drawable.unsigned(Key.drawableBlendModeValue, 3)
    var opened = 0
    for clip in clipIDs {
      writer.append("<g clip-path=\"url(#\(clip))\">")
      opened += 1
    }
    let world = world(id)
    let inverse = world.inverted
    let localPaths = paths.map { path in
      path.commands.map { Self.mapped($0, (inverse ?? .identity).concatenating(path.world)) }
    }
    let worldPaths = paths.map { path in path.commands.map { Self.mapped($0, path.world) } }
    if inverse != nil {
      drawPaints(
        of: id, localPaths: localPaths, worldPaths: worldPaths, blend: blend, writer: writer)
    }
    writer.append(String(repeating: "</g>", count: opened))
  }

  /// A nested artboard in place: its artboard drawn about its origin in the host component's
  /// world transform, its contents taking the host's opacity, as `NestedArtboard::draw` draws.
  private mutating func drawNested(
    _ nestedArtboard: RiveNestedArtboard, at id: Int, clipIDs: [String], writer: SVGWriter
  ) {
    let world = world(id)
    var open = clipIDs.map { "<g clip-path=\"url(#\($0))\">" }.joined()
    open += world.isIdentity ? "<g>" : "<g transform=\"\(world.svg)\">"
    writer.append(open)
    var scene = RiveScene(
      renderer: nestedArtboard.renderer, hostOpacity: opacity(id), vertexCount: vertexCount)
    scene.drawArtboard(framingOrigin: false, writer: writer)
    vertexCount = scene.vertexCount
    unsupported.formUnion(scene.unsupported)
    writer.append(String(repeating: "</g>", count: clipIDs.count + 1))
  }

  /// An image in place, as `Image::draw` draws it: its asset's picture at the size it decodes
  /// to, moved by the image's origin, in the image's world transform and opacity. Nothing when
  /// it names no image asset, as in the runtime.
  private mutating func drawImage(
    _ id: Int, _ image: RiveComponent, clipIDs: [String], writer: SVGWriter
  ) {
    guard let index = image.id(Key.imageAssetId), assets.indices.contains(index),
      assets[index].typeKey == TypeKey.imageAsset
    else { return }
    let asset = assets[index]
    guard let bytes = asset.bytes else {
      // The app gives the runtime such an image; the still cannot know it.
      unsupported.insert(
        RiveUnsupportedFeature(
          component: image.label, feature: "image asset '\(asset.label)' not embedded in the file"))
      return
    }
    guard let picture = EmbeddedImage(bytes: bytes) else {
      unsupported.insert(
        RiveUnsupportedFeature(
          component: image.label,
          feature: "image asset '\(asset.label)' neither PNG, JPEG nor WebP"))
      return
    }
    let width = Double(picture.width)
    let height = Double(picture.height)
    let placed = world(id).concatenating(
      AffineTransform(
        e: -width * image.number(Key.imageOriginX, 0.5),
        f: -height * image.number(Key.imageOriginY, 0.5)))
    var element =
      "<image width=\"\(picture.width)\" height=\"\(picture.height)\" "
      + "preserveAspectRatio=\"none\" xlink:href=\"\(picture.dataURL)\""
    if !placed.isIdentity { element += " transform=\"\(placed.svg)\"" }
    let opacity = opacity(id)
    if opacity < 1 { element += " opacity=\"\(svgNumber(max(opacity, 0)))\"" }
    let blend = image.unsigned(Key.drawableBlendModeValue, 3)
    if blend != 3 {
      if let mode = Self.blendModes[blend] {
        element += " style=\"mix-blend-mode:\(mode)\""
      } else {
        unsupported.insert(
          RiveUnsupportedFeature(component: image.label, feature: "blend mode \(blend)"))
      }
    }
    let open = clipIDs.map { "<g clip-path=\"url(#\($0))\">" }.joined()
    writer.append(open + element + "/>" + String(repeating: "</g>", count: clipIDs.count))
  }

  private static let blendModes: [UInt64: String] = [
    14: "screen", 15: "overlay", 16: "darken", 17: "lighten", 18: "color-dodge",
    19: "color-burn", 20: "hard-light", 21: "soft-light", 22: "difference", 23: "exclusion",
    24: "multiply", 25: "hue", 26: "saturation", 27: "color", 28: "luminosity",
  ]

  static func mapped(_ command: RivePathCommand, _ transform: AffineTransform) -> RivePathCommand {
    switch command {
    case .move(let point): .move(transform.apply(point))
    case .line(let point): .line(transform.apply(point))
    case .cubic(let a, let b, let c):
      .cubic(transform.apply(a), transform.apply(b), transform.apply(c))
    case .close: .close
    }
  }

  /// The fills and strokes of `owner` (a shape or the artboard), in file order; each blends
  /// with its own mode, or else the drawable's (`blend`), as the runtime sets each paint's.
  private mutating func drawPaints(
    of owner: Int, localPaths: [[RivePathCommand]], worldPaths: [[RivePathCommand]],
    blend: UInt64 = 3, writer: SVGWriter
  ) {
    let world = world(owner)
    let ownerOpacity = opacity(owner)
    for paintID in children[owner] {
      guard let paint = components[paintID], paint.isKind(of: TypeKey.shapePaint),
        paint.bool(Key.shapePaintIsVisible, true), !collapsed[paintID]
      else { continue }
      let ownBlend = paint.unsigned(Key.shapePaintBlendModeValue, 127)
      let paintBlend = ownBlend == 127 ? blend : ownBlend
      var blendStyle = ""
      if paintBlend != 3 {
        if let mode = Self.blendModes[paintBlend] {
          blendStyle = " style=\"mix-blend-mode:\(mode)\""
        } else {
          unsupported.insert(
            RiveUnsupportedFeature(component: paint.label, feature: "blend mode \(paintBlend)"))
        }
      }
      let isStroke = paint.isKind(of: TypeKey.stroke)
      let isLocal = !isStroke || paint.bool(Key.strokeTransformAffectsStroke, true)
      var paths = isLocal ? localPaths : worldPaths
      if let trim = trimPath(of: paintID) {
        paths = [trim.apply(to: paths, closingPieces: !isStroke)]
      }
      let data = paths.map { RivePathBuilder.svg($0, .identity) }.joined()
      guard !data.isEmpty else { continue }
      guard
        let color = paintAttribute(
          paintID, opacity: ownerOpacity,
          gradientTransform: isLocal ? .identity : world, writer: writer)
      else { continue }
      var element = "<path d=\"\(data)\""
      if isLocal, !world.isIdentity { element += " transform=\"\(world.svg)\"" }
      if isStroke {
        let thickness = paint.number(Key.strokeThickness, 1)
        element += " fill=\"none\" stroke=\(color.paint) stroke-width=\"\(svgNumber(thickness))\""
        if let opacityText = color.opacity { element += " stroke-opacity=\"\(opacityText)\"" }
        let caps = ["butt", "round", "square"]
        let joins = ["miter", "round", "bevel"]
        let cap = Int(paint.unsigned(Key.strokeCap))
        let join = Int(paint.unsigned(Key.strokeJoin))
        if cap > 0, cap < caps.count { element += " stroke-linecap=\"\(caps[cap])\"" }
        if join > 0, join < joins.count { element += " stroke-linejoin=\"\(joins[join])\"" }
      } else {
        let rule = paint.unsigned(Key.fillFillRule)
        // The clockwise rule fills where the winding is positive: the non-zero rule's area
        // when every contour turns clockwise on screen (y down), and otherwise not SVG's.
        if rule > 1, !paths.allSatisfy(Self.turnsClockwise) {
          unsupported.insert(
            RiveUnsupportedFeature(
              component: paint.label, feature: "clockwise fill rule with an anticlockwise contour"))
        }
        element += " fill=\(color.paint)"
        if let opacityText = color.opacity { element += " fill-opacity=\"\(opacityText)\"" }
        if rule == 1 { element += " fill-rule=\"evenodd\"" }
      }
      writer.append(element + blendStyle + "/>")
    }
  }

  /// The trim effect of a paint, if it has one (the runtime applies the first it meets).
  private mutating func trimPath(of paintID: Int) -> RiveTrimPath? {
    for effectID in children[paintID] {
      guard let effect = components[effectID], effect.isKind(of: TypeKey.trimPath) else {
        continue
      }
      guard let mode = RiveTrimPath.Mode(rawValue: effect.unsigned(Key.trimPathModeValue)) else {
        unsupported.insert(
          RiveUnsupportedFeature(
            component: effect.label,
            feature: "TrimPath of mode \(effect.unsigned(Key.trimPathModeValue))"))
        return nil
      }
      return RiveTrimPath(
        start: effect.number(Key.trimPathStart), end: effect.number(Key.trimPathEnd),
        offset: effect.number(Key.trimPathOffset), mode: mode)
    }
    return nil
  }

  /// Whether every contour of `path` turns clockwise on a y-down screen (or encloses nothing):
  /// the sign of its area, from its points and control points.
  static func turnsClockwise(_ path: [RivePathCommand]) -> Bool {
    var area = 0.0
    var points: [Point] = []
    func closeContour() -> Bool {
      defer {
        points = []
        area = 0
      }
      guard points.count > 2 else { return true }
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        area += a.x * b.y - b.x * a.y
      }
      return area >= -1e-9
    }
    for command in path {
      switch command {
      case .move(let point):
        if !closeContour() { return false }
        points = [point]
      case .line(let point): points.append(point)
      case .cubic(let a, let b, let c): points += [a, b, c]
      case .close: if !closeContour() { return false }
      }
    }
    return closeContour()
  }

  /// The paint of a fill or stroke: a colour, or a gradient written to `writer`; nil when the
  /// paint has nothing to paint with.
  private mutating func paintAttribute(
    _ paintID: Int, opacity: Double, gradientTransform: AffineTransform, writer: SVGWriter
  ) -> (paint: String, opacity: String?)? {
    for mutatorID in children[paintID] {
      guard let mutator = components[mutatorID] else { continue }
      if mutator.isKind(of: TypeKey.solidColor) {
        let color = mutator.color(Key.solidColorColorValue, 0xFF74_7474)
        let alpha = RiveColor.alpha(color) * opacity
        return ("\"\(RiveColor.hex(color))\"", alpha < 1 ? svgNumber(max(alpha, 0)) : nil)
      }
      if mutator.isKind(of: TypeKey.linearGradient) {
        let id = writer.uniqueID("gradient")
        let start = gradientTransform.apply(
          Point(
            x: mutator.number(Key.linearGradientStartX), y: mutator.number(Key.linearGradientStartY)
          ))
        let end = gradientTransform.apply(
          Point(
            x: mutator.number(Key.linearGradientEndX), y: mutator.number(Key.linearGradientEndY)))
        let stopOpacity = mutator.number(Key.linearGradientOpacity, 1) * opacity
        var stops = ""
        let stopIDs = children[mutatorID].filter {
          components[$0]?.isKind(of: TypeKey.gradientStop) ?? false
        }
        let sorted = stopIDs.compactMap { components[$0] }.sorted {
          $0.number(Key.gradientStopPosition) < $1.number(Key.gradientStopPosition)
        }
        for stop in sorted {
          let color = stop.color(Key.gradientStopColorValue, 0xFFFF_FFFF)
          let position = min(max(stop.number(Key.gradientStopPosition), 0), 1)
          stops +=
            "<stop offset=\"\(svgNumber(position))\" stop-color=\"\(RiveColor.hex(color))\""
            + " stop-opacity=\"\(svgNumber(RiveColor.alpha(color) * stopOpacity))\"/>"
        }
        if mutator.isKind(of: TypeKey.radialGradient) {
          let radius = (end - start).length
          writer.append(
            "<defs><radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" "
              + "cx=\"\(svgNumber(start.x))\" cy=\"\(svgNumber(start.y))\" r=\"\(svgNumber(radius))\">"
              + stops + "</radialGradient></defs>")
        } else {
          writer.append(
            "<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" "
              + "x1=\"\(svgNumber(start.x))\" y1=\"\(svgNumber(start.y))\" "
              + "x2=\"\(svgNumber(end.x))\" y2=\"\(svgNumber(end.y))\">" + stops
              + "</linearGradient></defs>")
        }
        return ("\"url(#\(id))\"", nil)
      }
    }
    return nil
  }

  // MARK: Paths

  private struct ShapePath {
    var commands: [RivePathCommand]
    var world: AffineTransform
  }

  /// The paths of shape `id` in file order: those whose nearest shape ancestor it is.
  private mutating func shapePaths(_ shapeID: Int) -> [ShapePath] {
    var stack = children[shapeID].reversed().map { $0 }
    var seen: Set<Int> = [shapeID]
    var ordered: [Int] = []
    while let next = stack.popLast() {
      guard seen.insert(next).inserted, let component = components[next] else { continue }
      if component.isKind(of: TypeKey.shape) { continue }
      if component.isKind(of: TypeKey.path) { ordered.append(next) }
      stack += children[next].reversed()
    }
    return ordered.sorted().compactMap { shapePath($0) }
  }

  /// A path of a shape, with its vertex count added to the still's; nil when collapsed,
  /// hidden or beyond the vertex limit.
  private mutating func shapePath(_ pathID: Int) -> ShapePath? {
    // A path whose first flag is set is hidden: the shape leaves it out.
    guard !collapsed[pathID], let path = components[pathID],
      path.unsigned(Key.pathPathFlags) & 1 == 0
    else { return nil }
    let skin = skin(ofPath: pathID, path)
    let points = pathPoints(pathID, path, skin: skin)
    guard vertexCount + points.count <= limits.maximumVertexCount else {
      if !reportedVertexLimit {
        reportedVertexLimit = true
        unsupported.insert(
          RiveUnsupportedFeature(
            component: path.label,
            feature: "more than \(limits.maximumVertexCount) vertices in one still"))
      }
      return nil
    }
    vertexCount += points.count
    let isClosed =
      path.isKind(of: TypeKey.parametricPath) || path.bool(Key.pointsCommonPathIsClosed, false)
    return ShapePath(
      commands: RivePathBuilder.commands(points, isClosed: isClosed),
      // A skinned path's vertices are deformed into world space (`PointsPath::pathTransform`).
      world: skin == nil ? world(pathID) : .identity)
  }

  private mutating func pathPoints(_ id: Int, _ path: RiveComponent, skin: RiveSkin?)
    -> [RivePathPoint]
  {
    let width = path.number(Key.parametricPathWidth)
    let height = path.number(Key.parametricPathHeight)
    let originX = -path.number(Key.parametricPathOriginX, 0.5) * width
    let originY = -path.number(Key.parametricPathOriginY, 0.5) * height
    if path.isKind(of: TypeKey.rectangle) {
      let topLeft = path.number(Key.rectangleCornerRadiusTL)
      let linked = path.bool(Key.rectangleLinkCornerRadius, true)
      return [
        .straight(Point(x: originX, y: originY), radius: topLeft),
        .straight(
          Point(x: originX + width, y: originY),
          radius: linked ? topLeft : path.number(Key.rectangleCornerRadiusTR)),
        .straight(
          Point(x: originX + width, y: originY + height),
          radius: linked ? topLeft : path.number(Key.rectangleCornerRadiusBR)),
        .straight(
          Point(x: originX, y: originY + height),
          radius: linked ? topLeft : path.number(Key.rectangleCornerRadiusBL)),
      ]
    }
    if path.isKind(of: TypeKey.ellipse) {
      let rx = width / 2
      let ry = height / 2
      let cx = originX + rx
      let cy = originY + ry
      let k = 0.552_284_749_831
      return [
        .cubic(
          in: Point(x: cx - rx * k, y: cy - ry), point: Point(x: cx, y: cy - ry),
          out: Point(x: cx + rx * k, y: cy - ry)),
        .cubic(
          in: Point(x: cx + rx, y: cy - k * ry), point: Point(x: cx + rx, y: cy),
          out: Point(x: cx + rx, y: cy + k * ry)),
        .cubic(
          in: Point(x: cx + rx * k, y: cy + ry), point: Point(x: cx, y: cy + ry),
          out: Point(x: cx - rx * k, y: cy + ry)),
        .cubic(
          in: Point(x: cx - rx, y: cy + ry * k), point: Point(x: cx - rx, y: cy),
          out: Point(x: cx - rx, y: cy - ry * k)),
      ]
    }
    if path.isKind(of: TypeKey.triangle) {
      return [
        .straight(Point(x: originX + width / 2, y: originY), radius: 0),
        .straight(Point(x: originX + width, y: originY + height), radius: 0),
        .straight(Point(x: originX, y: originY + height), radius: 0),
      ]
    }
    if path.isKind(of: TypeKey.polygon) {
      let isStar = path.isKind(of: TypeKey.star)
      let points = Int(min(path.unsigned(Key.polygonPoints, 5), 10_000))
      let count = isStar ? points * 2 : points
      guard count > 0 else { return [] }
      let radius = path.number(Key.polygonCornerRadius)
      let inner = path.number(Key.starInnerRadius, 0.5)
      let halfWidth = width / 2
      let halfHeight = height / 2
      let cx = originX + halfWidth
      let cy = originY + halfHeight
      var angle = -Double.pi / 2
      let increment = 2 * Double.pi / Double(count)
      var result: [RivePathPoint] = []
      for index in 0..<count {
        let scale = isStar && index % 2 == 1 ? inner : 1
        result.append(
          .straight(
            Point(x: cx + cos(angle) * halfWidth * scale, y: cy + sin(angle) * halfHeight * scale),
            radius: radius))
        angle += increment
      }
      return result
    }
    // A points path: its vertices, in file order, deformed by its skin.
    var points: [RivePathPoint] = []
    for vertexID in children[id] {
      guard let vertex = components[vertexID], !collapsed[vertexID],
        vertex.isKind(of: TypeKey.pathVertex)
      else { continue }
      let point = Self.pathPoint(vertex)
      // The vertex keeps the last weight it is given (`Vertex::weight`).
      let weight = children[vertexID].last { components[$0]?.isKind(of: TypeKey.weight) ?? false }
        .flatMap { components[$0] }
      switch (skin, weight) {
      case (nil, nil):
        points.append(point)
      case (let skin?, let weight?):
        if case .cubic = point, !weight.isKind(of: TypeKey.cubicWeight) {
          // The runtime reads a cubic vertex's weight as a `CubicWeight` whatever it is.
          unsupported.insert(
            RiveUnsupportedFeature(component: weight.label, feature: "Weight on a cubic vertex"))
          points.append(point)
        } else if let deformed = Self.deform(point, weight: weight, skin: skin) {
          points.append(deformed)
        } else {
          unsupported.insert(
            RiveUnsupportedFeature(
              component: weight.label,
              feature: "\(weight.typeName) naming a bone its skin does not have"))
          points.append(point)
        }
      case (nil, let weight?):
        // The runtime draws such a vertex at a translation no skin computed.
        unsupported.insert(
          RiveUnsupportedFeature(
            component: weight.label, feature: "\(weight.typeName) in a path without a Skin"))
        points.append(point)
      case (_?, nil):
        // The runtime deforms every vertex of a skinned path through its weight.
        unsupported.insert(
          RiveUnsupportedFeature(
            component: vertex.label, feature: "vertex without a Weight in a skinned path"))
        points.append(point)
      }
    }
    return points
  }

  /// A vertex deformed by its skin as `Vertex::deform` and `CubicVertex::deform` deform it:
  /// the point by the weight's bones, a cubic vertex's controls by its `CubicWeight`'s own.
  private static func deform(_ point: RivePathPoint, weight: RiveComponent, skin: RiveSkin)
    -> RivePathPoint?
  {
    guard
      let translation = skin.deform(
        point.translation, indices: weight.unsigned(Key.weightIndices, 1),
        values: weight.unsigned(Key.weightValues, 255))
    else { return nil }
    switch point {
    case .straight(_, let radius):
      return .straight(translation, radius: radius)
    case .cubic(let inPoint, _, let outPoint):
      guard
        let deformedIn = skin.deform(
          inPoint, indices: weight.unsigned(Key.cubicWeightInIndices, 1),
          values: weight.unsigned(Key.cubicWeightInValues, 255)),
        let deformedOut = skin.deform(
          outPoint, indices: weight.unsigned(Key.cubicWeightOutIndices, 1),
          values: weight.unsigned(Key.cubicWeightOutValues, 255))
      else { return nil }
      return .cubic(in: deformedIn, point: translation, out: deformedOut)
    }
  }

  /// The skin of a points path (the last one under it, as `Skin` registers itself), with its
  /// bones' transforms as they are now; nil when it has none. A skin elsewhere deforms nothing.
  private mutating func skin(ofPath id: Int, _ path: RiveComponent) -> RiveSkin? {
    guard path.typeKey == TypeKey.pointsPath,
      let skinID = children[id].last(where: { components[$0]?.typeKey == TypeKey.skin }),
      let skin = components[skinID]
    else { return nil }
    var boneTransforms = [AffineTransform.identity]
    for tendonID in children[skinID] {
      guard let tendon = components[tendonID], tendon.typeKey == TypeKey.tendon else { continue }
      guard let boneID = tendon.id(Key.tendonBoneId),
        component(boneID)?.isKind(of: TypeKey.bone) ?? false
      else {
        unsupported.insert(
          RiveUnsupportedFeature(component: tendon.label, feature: "Tendon without a bone"))
        return nil
      }
      let bind = RiveSkin.transform(
        tendon, xx: Key.tendonXx, xy: Key.tendonXy, yx: Key.tendonYx, yy: Key.tendonYy,
        tx: Key.tendonTx, ty: Key.tendonTy)
      // A bind transform that cannot be inverted leaves the identity, as in the runtime.
      boneTransforms.append(world(boneID).concatenating(bind.inverted ?? .identity))
    }
    return RiveSkin(
      world: RiveSkin.transform(
        skin, xx: Key.skinXx, xy: Key.skinXy, yx: Key.skinYx, yy: Key.skinYy, tx: Key.skinTx,
        ty: Key.skinTy),
      boneTransforms: boneTransforms)
  }

  static func pathPoint(_ vertex: RiveComponent) -> RivePathPoint {
    let point = Point(x: vertex.number(Key.vertexX), y: vertex.number(Key.vertexY))
    func polar(_ angle: Double, _ distance: Double) -> Point {
      Point(x: cos(angle) * distance, y: sin(angle) * distance)
    }
    if vertex.isKind(of: TypeKey.cubicDetachedVertex) {
      return .cubic(
        in: point
          + polar(
            vertex.number(Key.cubicDetachedVertexInRotation),
            vertex.number(Key.cubicDetachedVertexInDistance)),
        point: point,
        out: point
          + polar(
            vertex.number(Key.cubicDetachedVertexOutRotation),
            vertex.number(Key.cubicDetachedVertexOutDistance)))
    }
    if vertex.isKind(of: TypeKey.cubicMirroredVertex) {
      let vector = polar(
        vertex.number(Key.cubicMirroredVertexRotation),
        vertex.number(Key.cubicMirroredVertexDistance))
      return .cubic(in: point - vector, point: point, out: point + vector)
    }
    if vertex.isKind(of: TypeKey.cubicAsymmetricVertex) {
      let rotation = vertex.number(Key.cubicAsymmetricVertexRotation)
      return .cubic(
        in: point - polar(rotation, vertex.number(Key.cubicAsymmetricVertexInDistance)),
        point: point,
        out: point + polar(rotation, vertex.number(Key.cubicAsymmetricVertexOutDistance)))
    }
    return .straight(point, radius: vertex.number(Key.straightVertexRadius))
  }

  // MARK: Clipping

  /// A clip path of the shapes under a clipping shape's source, in world coordinates; nil when
  /// it has none (the runtime then draws nothing it clips).
  private mutating func clipPath(_ clippingID: Int, writer: SVGWriter) -> String? {
    guard let clipping = components[clippingID],
      let source = clipping.id(Key.clippingShapeSourceId), components.indices.contains(source)
    else { return nil }
    var shapes: [Int] = []
    var stack = [source]
    var seen: Set<Int> = []
    while let next = stack.popLast() {
      guard seen.insert(next).inserted else { continue }
      if components[next]?.isKind(of: TypeKey.shape) ?? false { shapes.append(next) }
      stack += children[next]
    }
    var data = ""
    for shape in shapes.sorted() {
      for path in shapePaths(shape) {
        data += RivePathBuilder.svg(path.commands, path.world)
      }
    }
    guard !data.isEmpty else { return nil }
    let id = writer.uniqueID("clip")
    let rule = clipping.unsigned(Key.clippingShapeFillRule) == 1 ? "evenodd" : "nonzero"
    writer.append(
      "<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\"><path d=\"\(data)\" "
        + "clip-rule=\"\(rule)\"/></clipPath>")
    return id
  }
}

extension AffineTransform {
  /// The inverse transform; nil when the transform collapses the plane.
  var inverted: AffineTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det, e: (c * f - d * e) / det,
      f: (b * e - a * f) / det)
  }
}
