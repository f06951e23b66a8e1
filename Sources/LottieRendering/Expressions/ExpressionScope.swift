import AnimationFiles
import Foundation

/// Where the renderer is when it reads a property: the document, the chain of compositions it
/// is drawing (the root first), and the layer and frame it is drawing.
///
/// ``AnimatedValue`` is called from every part of the renderer with a property and a frame
/// only; an expression also needs to know its layer (`effect`, `content`, `transform`) and its
/// composition (`thisComp.layer(…)`). Rather than thread a parameter through every reader, the
/// renderer keeps an ``ExpressionContext`` for the frame, task-local, and tells it which
/// composition and layer it enters and leaves; the evaluator reads the current scope from it.
/// Outside any (a property read on its own) expressions that need one fail and are named.
struct ExpressionScope: Sendable {
  /// A composition being drawn, at the frame its layers are drawn at.
  struct Composition: Sendable {
    /// The asset id of a precomposition; nil for the root.
    let id: String?
    /// The root document or the precomposition's asset.
    let node: JSONNode
    let layers: [JSONNode]
    let frame: Double
  }

  let root: JSONNode
  let frameRate: Double
  /// The steps all the expressions of one frame may take together.
  let budget: ExpressionBudget
  /// Root first; the last is the composition the current layer is in.
  fileprivate(set) var compositions: [Composition]
  /// The layer being drawn, and the frame its properties are read at.
  fileprivate(set) var layer: JSONNode?
  fileprivate(set) var frame: Double

  /// The scope of the layer being drawn, if any.
  static var current: ExpressionScope? { ExpressionContext.current?.scope }

  /// Runs `body` with the root composition of `root` in scope at `frame`.
  static func rendering<Result>(
    document root: JSONNode, frameRate: Double, frame: Double,
    budget: ExpressionBudget = ExpressionBudget(), _ body: () -> Result
  ) -> Result {
    let context = ExpressionContext(
      document: root, frameRate: frameRate, frame: frame, budget: budget)
    return ExpressionContext.$current.withValue(context, operation: body)
  }

  /// Runs `body` with `layer` of the current composition in scope, its properties read at
  /// `frame`.
  static func drawing<Result>(layer: JSONNode, frame: Double, _ body: () -> Result) -> Result {
    let context = ExpressionContext.current
    context?.enter(layer: layer, frame: frame)
    defer { context?.leave() }
    return body()
  }

  /// The composition a name given to `comp(…)` means: one being drawn, a precomposition named
  /// by its asset or by a layer that uses it, or else the root when it has no name of its own
  /// (exporters often leave it unnamed).
  func composition(named name: String) -> Composition? {
    if let drawn = compositions.last(where: { Self.name(of: $0) == name }) { return drawn }
    let assets = root["assets"]?.array ?? []
    func asset(id: String) -> Composition? {
      if let drawn = compositions.last(where: { $0.id == id }) { return drawn }
      guard let asset = assets.first(where: { $0["id"]?.string == id }),
        let layers = asset["layers"]?.array
      else { return nil }
      // Not being drawn: read at the same time as the current composition.
      return Composition(id: id, node: asset, layers: layers, frame: frame)
    }
    if let named = assets.first(where: { $0["nm"]?.string == name || $0["id"]?.string == name }),
      named["layers"] != nil, let id = named["id"]?.string, let found = asset(id: id)
    {
      return found
    }
    let allLayers = (root["layers"]?.array ?? []) + assets.flatMap { $0["layers"]?.array ?? [] }
    if let user = allLayers.first(where: { $0["ty"]?.number == 0 && $0["nm"]?.string == name }),
      let id = user["refId"]?.string, let found = asset(id: id)
    {
      return found
    }
    if root["nm"]?.string == nil { return compositions.first }
    return nil
  }

  private static func name(of composition: Composition) -> String? {
    composition.node["nm"]?.string
  }
}

/// The scopes of one frame's rendering, innermost last: the renderer enters and leaves them as
/// it draws compositions and layers, without closures, so that its deepest recursion takes no
/// more stack than before.
///
/// Unchecked sendable: one frame is rendered on one thread, and the scopes are only read and
/// changed under the lock.
final class ExpressionContext: @unchecked Sendable {
  @TaskLocal static var current: ExpressionContext?

  private let lock = NSLock()
  private var scopes: [ExpressionScope]
  /// Every expression of the document, parsed by the offset of its property before the frame
  /// is drawn: the parser's recursion then never adds to the renderer's, which is deepest where
  /// expressions are evaluated.
  private let programs:
    [Int: (text: String, program: Result<ExpressionProgram, ExpressionSyntaxError>)]

  init(document root: JSONNode, frameRate: Double, frame: Double, budget: ExpressionBudget) {
    let composition = ExpressionScope.Composition(
      id: nil, node: root, layers: root["layers"]?.array ?? [], frame: frame)
    scopes = [
      ExpressionScope(
        root: root, frameRate: frameRate, budget: budget, compositions: [composition],
        layer: nil, frame: frame)
    ]
    programs = Self.programs(in: root)
  }

  /// The parsed expression `text` of the property at `offset`; nil when the document has no
  /// such expression there (a property of another document).
  func program(
    at offset: Int, text: String
  ) -> Result<ExpressionProgram, ExpressionSyntaxError>? {
    guard let parsed = programs[offset], parsed.text == text else { return nil }
    return parsed.program
  }

  /// The expressions (`x` strings) of every object in `root`, found without recursion.
  private static func programs(
    in root: JSONNode
  ) -> [Int: (text: String, program: Result<ExpressionProgram, ExpressionSyntaxError>)] {
    var result: [Int: (text: String, program: Result<ExpressionProgram, ExpressionSyntaxError>)] =
      [:]
    var pending = [root]
    while let node = pending.popLast() {
      switch node.value {
      case .array(let elements): pending += elements
      case .object(let members):
        for member in members { pending.append(member.node) }
        if let text = node["x"]?.string, !text.allSatisfy({ $0.isWhitespace || $0.isNewline }) {
          result[node.offset] = (
            text, Result { () throws(ExpressionSyntaxError) in try ExpressionProgram(text) }
          )
        }
      default: break
      }
    }
    return result
  }

  var scope: ExpressionScope? {
    lock.lock()
    defer { lock.unlock() }
    return scopes.last
  }

  /// Enters `layer` of the current composition, its properties read at `frame`.
  func enter(layer: JSONNode, frame: Double) {
    lock.lock()
    defer { lock.unlock() }
    guard var scope = scopes.last else { return }
    scope.layer = layer
    scope.frame = frame
    scopes.append(scope)
  }

  /// Enters the precomposition `asset` (id `id`), its layers drawn at `frame`.
  func enter(precomposition id: String, asset: JSONNode, frame: Double) {
    lock.lock()
    defer { lock.unlock() }
    guard var scope = scopes.last else { return }
    scope.compositions.append(
      ExpressionScope.Composition(
        id: id, node: asset, layers: asset["layers"]?.array ?? [], frame: frame))
    scope.layer = nil
    scope.frame = frame
    scopes.append(scope)
  }

  /// Leaves the layer or precomposition entered last.
  func leave() {
    lock.lock()
    defer { lock.unlock() }
    if scopes.count > 1 { scopes.removeLast() }
  }
}

/// The steps left to the expressions of one frame: each evaluation is bounded on its own, but a
/// file can hold thousands of layers drawn many times over, each with expressions.
///
/// Unchecked sendable: the count is only read and changed under the lock.
final class ExpressionBudget: @unchecked Sendable {
  /// About a second of evaluation; real files' expressions take a few thousand steps a frame.
  static let defaultMaximumSteps = 1_000_000

  let maximumSteps: Int
  private let lock = NSLock()
  private var spent = 0

  init(maximumSteps: Int = defaultMaximumSteps) {
    self.maximumSteps = maximumSteps
  }

  var isExhausted: Bool {
    lock.lock()
    defer { lock.unlock() }
    return spent >= maximumSteps
  }

  func spend(_ steps: Int) {
    lock.lock()
    defer { lock.unlock() }
    spent += steps
  }
}
