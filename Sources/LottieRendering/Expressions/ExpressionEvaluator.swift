import AnimationFiles
import Foundation

/// Evaluates a property's expression at a frame, as After Effects and lottie-web do for the
/// JavaScript subset of ``ExpressionProgram``: the keyframed `value`, `time`, keyframes and
/// velocity, links to other layers' and compositions' properties (evaluating their own
/// expressions in turn), effects' controls, `Math`, and the helpers exporters write
/// (`$bm_sum`, `clamp`, `loopOut`…).
///
/// Whatever it cannot evaluate exactly fails, so that the renderer names it rather than draw it
/// wrong: unknown names, randomness (`wiggle`, `random`), an error outside `try`, a cycle of
/// links, and hostile input past the step, nesting and link-depth budgets.
final class ExpressionEvaluator {
  /// The most statements and operations one evaluation runs, links included.
  static let maximumSteps = 100_000
  /// The longest chain of linked properties with expressions of their own followed.
  static let maximumLinkDepth = 6
  /// The longest string an expression builds.
  static let maximumStringLength = 10_000
  /// The deepest nesting of statements and operations evaluated at once, links included: it
  /// bounds the stack the evaluator takes on top of the renderer's, whose deepest layers must
  /// still fit a secondary thread's stack. Exporters' overshoot expressions fit in 16.
  static let maximumNesting = 32

  private let scope: ExpressionScope?
  private var steps = 0
  private var nesting = 0
  /// The properties whose expressions are being evaluated, by their place in the file.
  private var active: [Int] = []

  private init(scope: ExpressionScope?) {
    self.scope = scope
  }

  /// The value the expression of `property` gives at `frame` (in the frames its layer is read
  /// at), in the scope the renderer set.
  @inline(never)
  static func value(
    of property: JSONNode, at frame: Double
  ) -> Result<ExpressionValue, ExpressionFailure> {
    let scope = ExpressionScope.current
    if let budget = scope?.budget, budget.isExhausted {
      return .failure(
        .unsupported("expressions of one frame past \(budget.maximumSteps) steps"))
    }
    let evaluator = ExpressionEvaluator(scope: scope)
    defer { scope?.budget.spend(evaluator.steps) }
    var layer: ExpressionLayer?
    if let scope, let node = scope.layer, let composition = scope.compositions.last {
      layer = ExpressionLayer(node: node, composition: composition.at(frame: frame))
    }
    let own = ExpressionProperty(node: property, layer: layer, frame: frame, isOwn: true)
    do {
      let result = try evaluator.resolved(try evaluator.expressionResult(of: own))
      if let numbers = result.numbers, !numbers.allSatisfy(\.isFinite) {
        return .failure(.unsupported("a result that is not a finite number"))
      }
      return .success(result)
    } catch {
      return .failure(error)
    }
  }

  func spendStep() throws(ExpressionFailure) {
    steps += 1
    guard steps <= Self.maximumSteps else {
      throw .unsupported("more than \(Self.maximumSteps) steps")
    }
  }

  /// Goes one level deeper in the evaluation, within ``maximumNesting``; each call is paired
  /// with ``leaveNesting()``.
  func enterNesting() throws(ExpressionFailure) {
    guard nesting < Self.maximumNesting else {
      throw .unsupported("operations nested deeper than \(Self.maximumNesting)")
    }
    nesting += 1
  }

  func leaveNesting() {
    nesting -= 1
  }

  var frameRate: Double {
    get throws(ExpressionFailure) {
      guard let rate = scope?.frameRate, rate.isFinite, rate > 0 else {
        throw .unsupported("time outside an animation")
      }
      return rate
    }
  }

  func composition(named name: String) throws(ExpressionFailure) -> ExpressionScope.Composition {
    guard let scope else { throw .unsupported("a composition outside an animation") }
    guard let composition = scope.composition(named: name) else {
      throw .thrown("no composition '\(name)'")
    }
    return composition
  }

  // MARK: Properties

  /// The value of a property's expression, or its keyframed value when it has none.
  private func expressionResult(
    of property: ExpressionProperty
  ) throws(ExpressionFailure) -> ExpressionValue {
    guard let text = property.node["x"]?.string,
      !text.allSatisfy({ $0.isWhitespace || $0.isNewline })
    else { return try keyframedValue(of: property) }
    let identity = property.node.offset
    guard !active.contains(identity) else { throw .unsupported("a cycle of expressions") }
    guard active.count < Self.maximumLinkDepth else {
      throw .unsupported("expressions linked more than \(Self.maximumLinkDepth) deep")
    }
    // Parsed before drawing when rendering; parsed here only for a property read on its own.
    let parsed =
      ExpressionContext.current?.program(at: identity, text: text)
      ?? Result { () throws(ExpressionSyntaxError) in try ExpressionProgram(text) }
    let program: ExpressionProgram
    switch parsed {
    case .success(let parsedProgram): program = parsedProgram
    case .failure(let error): throw .unsupported("syntax: \(error.reason)")
    }
    active.append(identity)
    defer { active.removeLast() }
    let own = ExpressionProperty(
      node: property.node, layer: property.layer, frame: property.frame, isOwn: true)
    // Resolved while the property is still active, so that a link back to it is a cycle.
    return try resolved(ExpressionInterpreter(evaluator: self, property: own).run(program))
  }

  /// A property's value: its keyframed value for the property being evaluated (also when a
  /// link names it, as After Effects reads a property's own path), or a linked property's own
  /// expression's value.
  func value(of property: ExpressionProperty) throws(ExpressionFailure) -> ExpressionValue {
    if property.isOwn || active.last == property.node.offset {
      return try keyframedValue(of: property)
    }
    return try expressionResult(of: property)
  }

  func keyframedValue(of property: ExpressionProperty) throws(ExpressionFailure) -> ExpressionValue
  {
    try spendStep()
    if let numbers = AnimatedValue.keyframedNumbers(property.node, at: property.frame) {
      return numbers.count == 1 ? .number(numbers[0]) : .vector(numbers)
    }
    if let path = AnimatedValue.keyframedPath(property.node, at: property.frame) {
      return .path(path)
    }
    throw .thrown("a property without a value")
  }

  /// A property's value when the value is a property; any other value as it is.
  func resolved(_ value: ExpressionValue) throws(ExpressionFailure) -> ExpressionValue {
    guard case .reference(.property(let property)) = value else { return value }
    return try resolved(self.value(of: property))
  }
}

extension ExpressionScope.Composition {
  func at(frame: Double) -> ExpressionScope.Composition {
    ExpressionScope.Composition(id: id, node: node, layers: layers, frame: frame)
  }
}

/// One run of one expression: its variables, and the property it belongs to.
private final class ExpressionInterpreter {
  let evaluator: ExpressionEvaluator
  let property: ExpressionProperty
  private var variables: [String: ExpressionValue] = [:]
  private var lastValue: ExpressionValue?

  init(evaluator: ExpressionEvaluator, property: ExpressionProperty) {
    self.evaluator = evaluator
    self.property = property
  }

  /// The expression's result: `$bm_rt` as exporters write it, else the last statement's value,
  /// as After Effects takes it.
  func run(_ program: ExpressionProgram) throws(ExpressionFailure) -> ExpressionValue {
    for statement in program.statements { try execute(statement) }
    if let result = variables["$bm_rt"], !result.isUndefined { return result }
    if let lastValue, !lastValue.isUndefined { return lastValue }
    throw .unsupported("no result")
  }

  // MARK: Statements

  private func execute(_ statement: ExpressionStatement) throws(ExpressionFailure) {
    try evaluator.spendStep()
    try evaluator.enterNesting()
    defer { evaluator.leaveNesting() }
    try executeStep(statement)
  }

  private func executeStep(_ statement: ExpressionStatement) throws(ExpressionFailure) {
    switch statement {
    case .declaration(let names):
      for (name, initial) in names {
        if let initial {
          variables[name] = try evaluate(initial)
        } else if variables[name] == nil {
          variables[name] = .undefined
        }
      }
    case .expression(let node):
      lastValue = try evaluate(node)
    case .conditional(let condition, let then, let otherwise):
      if try isTruthy(evaluate(condition)) {
        try execute(then)
      } else if let otherwise {
        try execute(otherwise)
      }
    case .block(let statements):
      for statement in statements { try execute(statement) }
    case .attempt(let body, let handler):
      do throws(ExpressionFailure) {
        for statement in body { try execute(statement) }
      } catch {
        guard error.isThrown else { throw error }
        for statement in handler { try execute(statement) }
      }
    case .empty:
      break
    }
  }

  // MARK: Expressions

  private func evaluate(_ node: ExpressionNode) throws(ExpressionFailure) -> ExpressionValue {
    try evaluator.spendStep()
    try evaluator.enterNesting()
    defer { evaluator.leaveNesting() }
    return try evaluateStep(node)
  }

  /// One operation. Each kind of operation is its own function, so that the frames of this
  /// recursion hold only what their kind needs (the stack of a secondary thread is small).
  private func evaluateStep(_ node: ExpressionNode) throws(ExpressionFailure) -> ExpressionValue {
    switch node {
    case .number(let number): return .number(number)
    case .string(let text): return .string(text)
    case .boolean(let flag): return .boolean(flag)
    case .undefined: return .undefined
    case .array(let elements): return try array(elements)
    case .identifier(let name): return try variable(name)
    case .member(let object, let name): return try member(name, of: object)
    case .index(let object, let index): return try element(of: object, at: index)
    case .call(let callee, let arguments): return try call(callee, arguments)
    case .unary(let operation, let operand): return try unary(operation, operand)
    case .binary(let first, let rest): return try binary(first, rest)
    case .logical(let isAnd, let left, let right): return try logical(isAnd, left, right)
    case .conditional(let condition, let then, let otherwise):
      return try conditional(condition, then, otherwise)
    case .sequence(let items): return try sequence(items)
    case .assignment(let name, let operation, let value):
      return try assignment(name, operation, value)
    case .update(let name, let delta, let isPrefix):
      return try update(name, delta: delta, isPrefix: isPrefix)
    }
  }

  @inline(never)
  private func array(_ elements: [ExpressionNode]) throws(ExpressionFailure) -> ExpressionValue {
    var numbers: [Double] = []
    for element in elements { numbers.append(try number(evaluate(element))) }
    return .vector(numbers)
  }

  @inline(never)
  private func member(
    _ name: String, of object: ExpressionNode
  ) throws(ExpressionFailure) -> ExpressionValue {
    try member(name, of: evaluate(object))
  }

  @inline(never)
  private func element(
    of object: ExpressionNode, at index: ExpressionNode
  ) throws(ExpressionFailure) -> ExpressionValue {
    try element(of: evaluate(object), at: evaluate(index))
  }

  @inline(never)
  private func call(
    _ callee: ExpressionNode, _ argumentNodes: [ExpressionNode]
  ) throws(ExpressionFailure) -> ExpressionValue {
    let function = try evaluate(callee)
    var arguments: [ExpressionValue] = []
    for argument in argumentNodes { arguments.append(try evaluate(argument)) }
    return try call(function, arguments)
  }

  @inline(never)
  private func unary(
    _ operation: String, _ operand: ExpressionNode
  ) throws(ExpressionFailure) -> ExpressionValue {
    let value = try evaluate(operand)
    switch operation {
    case "!": return .boolean(!(try isTruthy(value)))
    case "-": return try ExpressionArithmetic.negated(evaluator.resolved(value))
    default: return .number(try number(value))
    }
  }

  @inline(never)
  private func binary(
    _ first: ExpressionNode, _ rest: [(symbol: String, operand: ExpressionNode)]
  ) throws(ExpressionFailure) -> ExpressionValue {
    var value = try evaluate(first)
    for (operation, operand) in rest { value = try binary(operation, value, evaluate(operand)) }
    return value
  }

  @inline(never)
  private func logical(
    _ isAnd: Bool, _ left: ExpressionNode, _ right: ExpressionNode
  ) throws(ExpressionFailure) -> ExpressionValue {
    let first = try evaluate(left)
    return try isTruthy(first) == isAnd ? evaluate(right) : first
  }

  @inline(never)
  private func conditional(
    _ condition: ExpressionNode, _ then: ExpressionNode, _ otherwise: ExpressionNode
  ) throws(ExpressionFailure) -> ExpressionValue {
    try isTruthy(evaluate(condition)) ? evaluate(then) : evaluate(otherwise)
  }

  @inline(never)
  private func sequence(_ items: [ExpressionNode]) throws(ExpressionFailure) -> ExpressionValue {
    var last = ExpressionValue.undefined
    for item in items { last = try evaluate(item) }
    return last
  }

  @inline(never)
  private func assignment(
    _ name: String, _ operation: String?, _ valueNode: ExpressionNode
  ) throws(ExpressionFailure) -> ExpressionValue {
    var value = try evaluate(valueNode)
    if let operation { value = try binary(operation, variable(name), value) }
    variables[name] = value
    return value
  }

  @inline(never)
  private func update(
    _ name: String, delta: Double, isPrefix: Bool
  ) throws(ExpressionFailure) -> ExpressionValue {
    let old = try number(variable(name))
    variables[name] = .number(old + delta)
    return .number(isPrefix ? old + delta : old)
  }

  @inline(never)
  private func binary(
    _ operation: String, _ left: ExpressionValue, _ right: ExpressionValue
  ) throws(ExpressionFailure) -> ExpressionValue {
    let a = try evaluator.resolved(left)
    let b = try evaluator.resolved(right)
    switch operation {
    case "+":
      if a.isString || b.isString {
        let text = try ExpressionArithmetic.text(a) + ExpressionArithmetic.text(b)
        guard text.utf8.count <= ExpressionEvaluator.maximumStringLength else {
          throw .unsupported("a string longer than \(ExpressionEvaluator.maximumStringLength)")
        }
        return .string(text)
      }
      return .number(try number(a) + number(b))
    case "-": return .number(try number(a) - number(b))
    case "*": return .number(try number(a) * number(b))
    case "/": return .number(try number(a) / number(b))
    case "%": return .number(try number(a).truncatingRemainder(dividingBy: number(b)))
    case "==", "!=":
      let equal = try ExpressionArithmetic.looselyEqual(a, b)
      return .boolean(operation == "==" ? equal : !equal)
    case "===", "!==":
      let equal = try ExpressionArithmetic.strictlyEqual(a, b)
      return .boolean(operation == "===" ? equal : !equal)
    default:
      let order: Bool
      if case .string(let x) = a, case .string(let y) = b {
        switch operation {
        case "<": order = x < y
        case ">": order = x > y
        case "<=": order = x <= y
        default: order = x >= y
        }
      } else {
        let x = try number(a)
        let y = try number(b)
        switch operation {
        case "<": order = x < y
        case ">": order = x > y
        case "<=": order = x <= y
        default: order = x >= y
        }
      }
      return .boolean(order)
    }
  }

  private func number(_ value: ExpressionValue) throws(ExpressionFailure) -> Double {
    try ExpressionArithmetic.number(evaluator.resolved(value))
  }

  private func isTruthy(_ value: ExpressionValue) throws(ExpressionFailure) -> Bool {
    switch try evaluator.resolved(value) {
    case .undefined: false
    case .number(let number): number != 0 && !number.isNaN
    case .boolean(let flag): flag
    case .string(let text): !text.isEmpty
    default: true
    }
  }

  @inline(never)
  private func element(
    of object: ExpressionValue, at index: ExpressionValue
  ) throws(ExpressionFailure) -> ExpressionValue {
    let container = try evaluator.resolved(object)
    let position = try number(index)
    switch container {
    case .vector(let values):
      guard let offset = ExpressionArithmetic.index(position, count: values.count) else {
        return .undefined
      }
      return .number(values[offset])
    case .number(let number):
      // After Effects reads a one-dimensional value's `[0]` as the value itself.
      return position == 0 ? .number(number) : .undefined
    case .undefined:
      throw .thrown("an index into undefined")
    default:
      throw .unsupported("an index into something other than an array")
    }
  }

  // MARK: Names

  @inline(never)
  private func variable(_ name: String) throws(ExpressionFailure) -> ExpressionValue {
    if let value = variables[name] { return value }
    switch name {
    case "value": return try evaluator.keyframedValue(of: property)
    case "time": return .number(property.frame / (try evaluator.frameRate))
    case "numKeys": return .number(Double(property.keyframes.count))
    case "thisProperty": return .reference(.property(property))
    case "thisLayer": return .reference(.layer(try layer()))
    case "thisComp": return .reference(.composition(try layer().composition))
    case "transform": return try member("transform", of: .reference(.layer(try layer())))
    case "Math": return .reference(.math)
    case "undefined": return .undefined
    case "NaN": return .number(.nan)
    case "Infinity": return .number(.infinity)
    default:
      if Self.globalFunctions.contains(name) { return .function(.global(name)) }
      if Self.randomFunctions.contains(name) { throw .unsupported("\(name) (random)") }
      throw .unsupported("unknown name '\(name)'")
    }
  }

  private static let globalFunctions: Set<String> = [
    "$bm_sum", "$bm_sub", "$bm_mul", "$bm_div", "$bm_mod", "$bm_neg", "sum", "add", "sub", "mul",
    "div", "mod", "clamp", "linear", "ease", "easeIn", "easeOut", "degreesToRadians",
    "radiansToDegrees", "length", "key", "nearestKey", "valueAtTime", "velocityAtTime", "loopOut",
    "loopIn", "content", "effect", "comp",
  ]

  private static let randomFunctions: Set<String> = [
    "wiggle", "random", "gaussRandom", "seedRandom", "noise", "temporalWiggle", "smooth",
  ]

  private func layer() throws(ExpressionFailure) -> ExpressionLayer {
    guard let layer = property.layer else { throw .unsupported("a layer outside an animation") }
    return layer
  }

  // MARK: Members

  @inline(never)
  private func member(
    _ name: String, of object: ExpressionValue
  ) throws(ExpressionFailure) -> ExpressionValue {
    switch object {
    case .reference(let reference):
      return try member(name, of: reference)
    case .vector(let values) where name == "length":
      return .number(Double(values.count))
    case .string(let text) where name == "length":
      return .number(Double(text.count))
    case .undefined:
      throw .thrown("'\(name)' of undefined")
    default:
      throw .unsupported("the member '\(name)'")
    }
  }

  @inline(never)
  private func member(
    _ name: String, of reference: ExpressionReference
  ) throws(ExpressionFailure) -> ExpressionValue {
    switch reference {
    case .composition(let composition):
      switch name {
      case "layer": return .function(.method(reference, name))
      case "frameDuration": return .number(1 / (try evaluator.frameRate))
      case "width", "height", "name":
        return try attribute(composition.node[ExpressionNames.attributeKeys[name] ?? name])
      case "numLayers": return .number(Double(composition.layers.count))
      default: break
      }
    case .layer(let layer):
      switch name {
      case "transform":
        guard let transform = layer.node["ks"] else { throw .thrown("a layer without transform") }
        return .reference(.transform(transform, layer))
      case "content", "effect": return .function(.method(reference, name))
      case "name", "index", "width", "height":
        return try attribute(layer.node[ExpressionNames.attributeKeys[name] ?? name])
      case "inPoint", "outPoint", "startTime":
        let key = ["inPoint": "ip", "outPoint": "op", "startTime": "st"][name] ?? name
        return .number((layer.node[key]?.number ?? 0) / (try evaluator.frameRate))
      default:
        if let transform = layer.node["ks"], ExpressionNames.transformKeys[name] != nil {
          return try member(name, of: .transform(transform, layer))
        }
      }
    case .shapeItem(let item, let layer):
      let type = item["ty"]?.string ?? ""
      switch name {
      case "content" where type == "gr": return .function(.method(reference, name))
      case "transform" where type == "gr":
        guard let transform = item["it"]?.array?.last(where: { $0["ty"]?.string == "tr" }) else {
          throw .thrown("a group without transform")
        }
        return .reference(.transform(transform, layer))
      case "name": return try attribute(item["nm"])
      default:
        if let key = ExpressionNames.shapeKeys[type]?[name] {
          return try property(item[key], of: layer, named: name)
        }
      }
    case .transform(let transform, let layer):
      if name == "position", let split = transform["p"], split["s"]?.bool == true {
        var values: [Double] = []
        for axis in ["x", "y"] {
          let component = try property(split[axis], of: layer, named: axis + "Position")
          values.append(try number(component))
        }
        return .vector(values)
      }
      if let key = ExpressionNames.transformKeys[name] {
        let node = name == "rotation" ? transform["r"] ?? transform["rz"] : transform[key]
        return try property(node, of: layer, named: name)
      }
      if let axis = ["xPosition": "x", "yPosition": "y", "zPosition": "z"][name] {
        return try property(transform["p"]?[axis], of: layer, named: name)
      }
    case .effect(let effect, _):
      if name == "name" { return try attribute(effect["nm"]) }
    case .property(let linked):
      switch name {
      case "value": return try evaluator.value(of: linked)
      case "numKeys": return .number(Double(linked.keyframes.count))
      case "key", "nearestKey", "valueAtTime", "velocityAtTime":
        return .function(.method(reference, name))
      default: break
      }
    case .key(let owner, let index):
      let keyframes = owner.keyframes
      guard keyframes.indices.contains(index - 1) else { throw .thrown("no key \(index)") }
      let frame = keyframes[index - 1]["t"]?.number ?? 0
      switch name {
      case "time": return .number(frame / (try evaluator.frameRate))
      case "index": return .number(Double(index))
      case "value":
        let keyed = ExpressionProperty(
          node: owner.node, layer: owner.layer, frame: frame, isOwn: true)
        return try evaluator.keyframedValue(of: keyed)
      default: break
      }
    case .math:
      if let constant = ExpressionArithmetic.mathConstants[name] { return .number(constant) }
      if ExpressionArithmetic.mathFunctions.contains(name) { return .function(.math(name)) }
      if name == "random" { throw .unsupported("Math.random (random)") }
    }
    throw .unsupported("the member '\(name)'")
  }

  private func attribute(_ node: JSONNode?) throws(ExpressionFailure) -> ExpressionValue {
    if let number = node?.number { return .number(number) }
    if let text = node?.string { return .string(text) }
    throw .thrown("a missing attribute")
  }

  private func property(
    _ node: JSONNode?, of layer: ExpressionLayer, named name: String
  ) throws(ExpressionFailure) -> ExpressionValue {
    guard let node else { throw .thrown("no property '\(name)'") }
    return .reference(
      .property(
        ExpressionProperty(
          node: node, layer: layer, frame: layer.composition.frame, isOwn: false)))
  }

  // MARK: Calls

  @inline(never)
  private func call(
    _ callee: ExpressionValue, _ arguments: [ExpressionValue]
  ) throws(ExpressionFailure) -> ExpressionValue {
    switch callee {
    case .function(.global(let name)):
      return try callGlobal(name, arguments)
    case .function(.method(let receiver, let name)):
      return try callMethod(name, of: receiver, arguments)
    case .function(.math(let name)):
      var numbers: [Double] = []
      for argument in arguments { numbers.append(try number(argument)) }
      return .number(ExpressionArithmetic.math(name, numbers))
    case .reference(.effect(let effect, let layer)):
      // An effect called with a control's name, match name or 1-based index gives its value.
      let controls = effect["ef"]?.array ?? []
      guard let control = try find(arguments.first, in: controls),
        let value = control["v"]
      else { throw .thrown("no such effect control") }
      return .reference(
        .property(
          ExpressionProperty(
            node: value, layer: layer, frame: layer.composition.frame, isOwn: false)))
    case .undefined:
      throw .thrown("undefined called")
    default:
      throw .unsupported("a call of something other than a function")
    }
  }

  @inline(never)
  private func callGlobal(
    _ name: String, _ arguments: [ExpressionValue]
  ) throws(ExpressionFailure) -> ExpressionValue {
    var values: [ExpressionValue] = []
    for argument in arguments { values.append(try evaluator.resolved(argument)) }
    func argument(_ index: Int) -> ExpressionValue {
      index < values.count ? values[index] : .undefined
    }
    switch name {
    case "$bm_sum", "sum", "add":
      return try ExpressionArithmetic.sum(argument(0), argument(1))
    case "$bm_sub", "sub":
      return try ExpressionArithmetic.difference(argument(0), argument(1))
    case "$bm_mul", "mul":
      return try ExpressionArithmetic.product(argument(0), argument(1))
    case "$bm_div", "div":
      return try ExpressionArithmetic.quotient(argument(0), argument(1))
    case "$bm_mod", "mod":
      return try ExpressionArithmetic.elementwise(argument(0), argument(1)) {
        $0.truncatingRemainder(dividingBy: $1)
      }
    case "$bm_neg":
      return try ExpressionArithmetic.negated(argument(0))
    case "clamp":
      return try ExpressionArithmetic.clamp(argument(0), argument(1), argument(2))
    case "linear", "ease", "easeIn", "easeOut":
      return try ExpressionArithmetic.interpolation(name, values)
    case "degreesToRadians":
      return .number(try number(argument(0)) * .pi / 180)
    case "radiansToDegrees":
      return .number(try number(argument(0)) * 180 / .pi)
    case "length":
      return try ExpressionArithmetic.length(values)
    case "content", "effect":
      return try callMethod(name, of: .layer(layer()), arguments)
    case "comp":
      guard case .string(let compositionName) = argument(0) else {
        throw .thrown("comp() without a name")
      }
      return .reference(.composition(try evaluator.composition(named: compositionName)))
    case "loopOut", "loopIn":
      return try loop(isOut: name == "loopOut", values)
    default:
      return try callMethod(name, of: .property(property), arguments)
    }
  }

  @inline(never)
  private func callMethod(
    _ name: String, of receiver: ExpressionReference, _ arguments: [ExpressionValue]
  ) throws(ExpressionFailure) -> ExpressionValue {
    switch (receiver, name) {
    case (.composition(let composition), "layer"):
      let layer: JSONNode?
      switch try evaluator.resolved(arguments.first ?? .undefined) {
      case .string(let layerName):
        layer = composition.layers.first { $0["nm"]?.string == layerName }
      case .number(let index):
        layer = composition.layers.first { $0["ind"]?.number == index }
      default:
        throw .unsupported("layer() of something other than a name or an index")
      }
      guard let layer else { throw .thrown("no such layer") }
      return .reference(.layer(ExpressionLayer(node: layer, composition: composition)))
    case (.layer(let layer), "content"):
      guard let item = try find(arguments.first, in: layer.node["shapes"]?.array ?? []) else {
        throw .thrown("no such content")
      }
      return .reference(.shapeItem(item, layer))
    case (.shapeItem(let group, let layer), "content"):
      guard let item = try find(arguments.first, in: group["it"]?.array ?? []) else {
        throw .thrown("no such content")
      }
      return .reference(.shapeItem(item, layer))
    case (.layer(let layer), "effect"):
      guard let effect = try find(arguments.first, in: layer.node["ef"]?.array ?? []) else {
        throw .thrown("no such effect")
      }
      return .reference(.effect(effect, layer))
    case (.property(let owner), "key"):
      let count = owner.keyframes.count
      guard
        let index = ExpressionArithmetic.index(
          try number(arguments.first ?? .undefined) - 1, count: count)
      else { throw .thrown("no such key") }
      return .reference(.key(owner, index: index + 1))
    case (.property(let owner), "nearestKey"):
      let frame = try number(arguments.first ?? .undefined) * evaluator.frameRate
      let times = owner.keyframes.map { $0["t"]?.number ?? 0 }
      guard
        let nearest = times.indices.min(by: { abs(times[$0] - frame) < abs(times[$1] - frame) })
      else { throw .thrown("nearestKey() of a property without keys") }
      return .reference(.key(owner, index: nearest + 1))
    case (.property(let owner), "valueAtTime"):
      let frame = try number(arguments.first ?? .undefined) * evaluator.frameRate
      return try evaluator.value(of: owner.at(frame: frame))
    case (.property(let owner), "velocityAtTime"):
      let seconds = try number(arguments.first ?? .undefined)
      return try velocity(of: owner, at: seconds)
    default:
      throw .unsupported("the method '\(name)'")
    }
  }

  /// The item of `items` an argument names: by name (`nm`), match name (`mn`) or 1-based index.
  private func find(
    _ argument: ExpressionValue?, in items: [JSONNode]
  ) throws(ExpressionFailure) -> JSONNode? {
    switch try evaluator.resolved(argument ?? .undefined) {
    case .string(let name):
      return items.first { $0["nm"]?.string == name } ?? items.first { $0["mn"]?.string == name }
    case .number(let position):
      return ExpressionArithmetic.index(position - 1, count: items.count).map { items[$0] }
    default:
      throw .unsupported("a lookup by something other than a name or an index")
    }
  }

  /// The rate of change per second of a property's value, from its values a thousandth of a
  /// second either side.
  @inline(never)
  private func velocity(
    of owner: ExpressionProperty, at seconds: Double
  ) throws(ExpressionFailure) -> ExpressionValue {
    let rate = try evaluator.frameRate
    let step = 0.001
    let before = try evaluator.value(of: owner.at(frame: (seconds - step) * rate))
    let after = try evaluator.value(of: owner.at(frame: (seconds + step) * rate))
    let change = try ExpressionArithmetic.difference(after, before)
    return try ExpressionArithmetic.quotient(change, .number(2 * step))
  }

  /// `loopOut(type, keyframes)` and `loopIn`: the property's keyframed value where the loop
  /// takes it (cycling or ping-ponging), as ``KeyframeLoop`` computes.
  @inline(never)
  private func loop(
    isOut: Bool, _ arguments: [ExpressionValue]
  ) throws(ExpressionFailure) -> ExpressionValue {
    var pingPong = false
    if let first = arguments.first, !first.isUndefined {
      guard case .string(let type) = first else { throw .unsupported("a loop of no type") }
      switch type.lowercased() {
      case "cycle": pingPong = false
      case "pingpong": pingPong = true
      default: throw .unsupported("a loop of type '\(type)'")
      }
    }
    var count = 0
    if arguments.count > 1 {
      let requested = try number(arguments[1])
      guard requested >= 0, let whole = Int(exactly: min(requested, 1_000_000).rounded(.down))
      else { throw .unsupported("a loop over a negative number of keyframes") }
      count = whole
    }
    let loop = KeyframeLoop(isOut: isOut, pingPong: pingPong, keyframes: count)
    let times = property.keyframes.map { $0["t"]?.number ?? 0 }
    let frame = loop.sourceFrame(property.frame, keyframeTimes: times)
    return try evaluator.keyframedValue(of: property.at(frame: frame))
  }
}

extension ExpressionValue {
  var isUndefined: Bool {
    if case .undefined = self { return true }
    return false
  }

  var isString: Bool {
    if case .string = self { return true }
    return false
  }
}

/// The names expressions give Lottie's properties.
enum ExpressionNames {
  static let transformKeys = [
    "anchorPoint": "a", "position": "p", "scale": "s", "rotation": "r", "opacity": "o",
    "skew": "sk", "skewAxis": "sa", "xRotation": "rx", "yRotation": "ry", "zRotation": "rz",
    "orientation": "or",
  ]

  /// By shape item type (`ty`), the keys of the properties expressions name.
  static let shapeKeys: [String: [String: String]] = [
    "el": ["size": "s", "position": "p"],
    "rc": ["size": "s", "position": "p", "roundness": "r"],
    "sr": [
      "position": "p", "rotation": "r", "points": "pt", "outerRadius": "or", "innerRadius": "ir",
      "outerRoundness": "os", "innerRoundness": "is",
    ],
    "sh": ["path": "ks"],
    "fl": ["color": "c", "opacity": "o"],
    "st": ["color": "c", "opacity": "o", "strokeWidth": "w"],
    "gf": ["opacity": "o"],
    "gs": ["opacity": "o", "strokeWidth": "w"],
    "tm": ["start": "s", "end": "e", "offset": "o"],
    "rd": ["radius": "r"],
    "rp": ["copies": "c", "offset": "o"],
  ]

  static let attributeKeys = ["name": "nm", "index": "ind", "width": "w", "height": "h"]
}
