import AnimationFiles
import Foundation
import Testing
import VectorGraphics

@testable import LottieRendering

/// A property: static (`k` a value) or keyframed linearly (`keys` of frame and value).
private func property(_ value: String, expression: String? = nil) -> String {
  let code = expression.map { #","x":"\#($0)""# } ?? ""
  return #"{"a":0,"k":\#(value)\#(code)}"#
}

private func keyed(_ keys: [(Double, String)], expression: String? = nil) -> String {
  let code = expression.map { #","x":"\#($0)""# } ?? ""
  let frames = keys.map { #"{"t":\#($0.0),"s":\#($0.1)}"# }.joined(separator: ",")
  return #"{"a":1,"k":[\#(frames)]\#(code)}"#
}

/// A layer with a transform (`ks` members replacing the defaults), shapes and effects.
private func layer(
  _ name: String, index: Int, transform: [String: String] = [:], shapes: String = "[]",
  effects: String = "[]", extra: String = ""
) -> String {
  var members = [
    "a": property("[0,0,0]"), "p": property("[0,0,0]"), "s": property("[100,100,100]"),
    "r": property("0"), "o": property("100"), "sk": property("0"), "sa": property("0"),
  ]
  members.merge(transform) { $1 }
  let ks = members.sorted { $0.key < $1.key }.map { #""\#($0.key)":\#($0.value)"# }
    .joined(separator: ",")
  return """
    {"ty":4,"nm":"\(name)","ind":\(index),"ip":0,"op":60,"st":0,"sr":1,"ks":{\(ks)},\
    "shapes":\(shapes),"ef":\(effects)\(extra)}
    """
}

private func slider(_ name: String, _ value: Double) -> String {
  """
  {"ty":5,"nm":"\(name)","mn":"ADBE Slider Control","en":1,"ef":[{"ty":0,"nm":"Slider",\
  "mn":"ADBE Slider Control-0001","v":{"a":0,"k":\(value)}}]}
  """
}

/// Evaluates the expression of a property of the layer named `layerName`, as the renderer
/// does while it draws that layer at `frame`.
private func evaluate(
  layers: [String], layer layerName: String, frame: Double,
  property find: (JSONNode) -> JSONNode?
) throws -> Result<ExpressionValue, ExpressionFailure> {
  let root = try document(layers: "[\(layers.joined(separator: ","))]").root
  let layer = try #require(root["layers"]?.array?.first { $0["nm"]?.string == layerName })
  let node = try #require(find(layer))
  return ExpressionScope.rendering(document: root, frameRate: 30, frame: frame) {
    ExpressionScope.drawing(layer: layer, frame: frame) {
      ExpressionEvaluator.value(of: node, at: frame)
    }
  }
}

private func numbers(_ result: Result<ExpressionValue, ExpressionFailure>) -> [Double]? {
  guard case .success(let value) = result else { return nil }
  return value.numbers
}

private func failure(_ result: Result<ExpressionValue, ExpressionFailure>) -> String? {
  guard case .failure(let failure) = result else { return nil }
  return failure.reason
}

private func isClose(_ a: [Double]?, _ b: [Double], tolerance: Double = 1e-6) -> Bool {
  guard let a, a.count == b.count else { return false }
  return zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// A layer whose position has `expression` and keyframes from [0, 0] at 0 to [10, 0] at 10.
private func expressionLayer(_ expression: String, effects: String = "[]") -> String {
  layer(
    "host", index: 9,
    transform: ["p": keyed([(0, "[0,0]"), (10, "[10,0]")], expression: expression)],
    effects: effects)
}

private func hostPosition(_ layer: JSONNode) -> JSONNode? { layer["ks"]?["p"] }

@Suite struct ExpressionEvaluatorTests {
  // MARK: Links

  @Test func linksReadAnotherLayersShapePropertiesAtTheSameFrame() throws {
    let ellipse =
      #"{"ty":"el","nm":"Ellipse Path 1","p":\#(property("[0,0]")),"s":\#(keyed([(0, "[10,10]"), (20, "[50,30]")]))}"#
    let trim =
      #"{"ty":"tm","nm":"Trim Paths 1","s":\#(keyed([(0, "[0]"), (20, "[40]")])),"e":\#(property("80")),"o":\#(property("90"))}"#
    let stroke =
      #"{"ty":"st","nm":"Stroke 1","w":\#(keyed([(0, "[2]"), (20, "[6]")])),"c":\#(property("[1,0,0,1]")),"o":\#(property("100"))}"#
    let source = layer(
      "dotted_lines", index: 1,
      shapes: #"[{"ty":"gr","nm":"Ellipse 1","it":[\#(ellipse),\#(trim),\#(stroke)]}]"#)
    let prefix = "var $bm_rt;\\n$bm_rt = thisComp.layer('dotted_lines').content('Ellipse 1')"
    func linked(_ path: String, frame: Double) throws -> [Double]? {
      numbers(
        try evaluate(
          layers: [expressionLayer(prefix + path + ";"), source], layer: "host", frame: frame,
          property: hostPosition))
    }
    #expect(try linked(".content('Ellipse Path 1').size", frame: 5) == [20, 15])
    #expect(try linked(".content('Trim Paths 1').start", frame: 10) == [20])
    #expect(try linked(".content('Trim Paths 1').end", frame: 10) == [80])
    #expect(try linked(".content('Trim Paths 1').offset", frame: 10) == [90])
    #expect(try linked(".content('Stroke 1').strokeWidth", frame: 15) == [5])
    #expect(try linked(".content(3).strokeWidth", frame: 0) == [2])
  }

  @Test func compLinksReadLayerTransformsGroupTransformsFillsAndPaths() throws {
    let path =
      #"{"c":true,"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}"#
    let shape =
      #"{"ty":"gr","nm":"Shape 1","it":[{"ty":"sh","nm":"Path 1","ks":\#(property(path))},{"ty":"fl","nm":"Fill 1","c":\#(property("[0,0,1,1]")),"o":\#(property("64"))},{"ty":"tr","p":\#(property("[1,2]")),"a":\#(property("[3,4]")),"s":\#(keyed([(0, "[100,100]"), (10, "[50,150]")])),"r":\#(property("12")),"o":\#(property("70")),"sk":\#(property("5")),"sa":\#(property("45"))}]}"#
    let source = layer(
      "Liquid main fill", index: 1,
      transform: [
        "o": keyed([(0, "[0]"), (10, "[100]")]), "r": property("30"), "a": property("[5,6,0]"),
        "s": property("[80,90,100]"), "p": property("[40,50,0]"), "sk": property("3"),
        "sa": property("7"),
      ],
      shapes: "[\(shape)]")
    func linked(_ path: String, frame: Double = 5) throws -> Result<
      ExpressionValue, ExpressionFailure
    > {
      try evaluate(
        layers: [
          expressionLayer(
            "var $bm_rt;\\n$bm_rt = comp('U').layer('Liquid main fill')" + path + ";"),
          source,
        ], layer: "host", frame: frame, property: hostPosition)
    }
    // The root composition has no name in the file: `comp('U')` is taken to be it.
    #expect(numbers(try linked(".transform.opacity")) == [50])
    #expect(numbers(try linked(".transform.rotation")) == [30])
    #expect(numbers(try linked(".transform.anchorPoint")) == [5, 6, 0])
    #expect(numbers(try linked(".transform.scale")) == [80, 90, 100])
    #expect(numbers(try linked(".transform.position")) == [40, 50, 0])
    #expect(numbers(try linked(".transform.skew")) == [3])
    #expect(numbers(try linked(".transform.skewAxis")) == [7])
    #expect(numbers(try linked(".content('Shape 1').content('Fill 1').opacity")) == [64])
    #expect(numbers(try linked(".content('Shape 1').transform.scale")) == [75, 125])
    #expect(numbers(try linked(".content('Shape 1').transform.anchorPoint")) == [3, 4])
    #expect(numbers(try linked(".content('Shape 1').transform.rotation")) == [12])
    #expect(numbers(try linked(".content('Shape 1').transform.opacity")) == [70])
    #expect(numbers(try linked(".content('Shape 1').transform.skew")) == [5])
    #expect(numbers(try linked(".content('Shape 1').transform.skewAxis")) == [45])
    guard
      case .success(.path(let linkedPath)) = try linked(
        ".content('Shape 1').content('Path 1').path")
    else {
      Issue.record("the path link gave no path")
      return
    }
    #expect(
      linkedPath.vertices.map(\.point) == [
        Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10),
      ])
    #expect(linkedPath.isClosed)
    let unknownComp = try evaluate(
      layers: [expressionLayer("comp('U').layer('nowhere').transform.opacity"), source],
      layer: "host", frame: 0, property: hostPosition)
    #expect(failure(unknownComp) == "no such layer")
  }

  @Test func sameLayerContentLinksReadTheLayersOwnGroups() throws {
    let laptop =
      #"{"ty":"gr","nm":"laptop","it":[{"ty":"tr","p":\#(keyed([(0, "[0,0]"), (10, "[20,40]")])),"a":\#(property("[0,0]")),"s":\#(property("[100,100]")),"r":\#(property("0")),"o":\#(property("100")),"sk":\#(property("8")),"sa":\#(property("0"))}]}"#
    let man =
      #"{"ty":"gr","nm":"man 1","it":[\#(laptop),{"ty":"tr","p":\#(property("[0,0]")),"a":\#(property("[0,0]")),"s":\#(property("[60,70]")),"r":\#(property("0")),"o":\#(property("100"))}]}"#
    func own(_ path: String) throws -> [Double]? {
      let host = layer(
        "host", index: 1,
        transform: ["p": property("[0,0]", expression: "var $bm_rt;\\n$bm_rt = " + path + ";")],
        shapes: "[\(man)]")
      return numbers(try evaluate(layers: [host], layer: "host", frame: 5, property: hostPosition))
    }
    #expect(try own("content('man 1').content('laptop').transform.position") == [10, 20])
    #expect(try own("content('man 1').content('laptop').transform.skew") == [8])
    #expect(try own("content('man 1').transform.scale") == [60, 70])
    // A link to the property itself reads its keyframed value, as `value` does.
    let selfLinked = layer(
      "host", index: 1,
      transform: [
        "p": keyed(
          [(0, "[0,0]"), (10, "[10,0]")],
          expression: "$bm_sum(thisComp.layer('host').transform.position, [0, 1])")
      ])
    #expect(
      numbers(try evaluate(layers: [selfLinked], layer: "host", frame: 5, property: hostPosition))
        == [5, 1])
  }

  @Test func linkedPropertiesEvaluateTheirOwnExpressions() throws {
    let middle = layer(
      "middle", index: 2,
      transform: [
        "r": property("10", expression: "$bm_mul(thisComp.layer('first').transform.rotation, 2)")
      ])
    let first = layer("first", index: 3, transform: ["r": keyed([(0, "[0]"), (30, "[30]")])])
    let host = expressionLayer("thisComp.layer('middle').transform.rotation")
    let result = try evaluate(
      layers: [host, middle, first], layer: "host", frame: 12, property: hostPosition)
    #expect(numbers(result) == [24])
  }

  // MARK: Time and the overshoot

  @Test func timeIsTheLayersFrameInSeconds() throws {
    let result = try evaluate(
      layers: [expressionLayer("var $bm_rt;\\n$bm_rt = $bm_mul(time, 30);")], layer: "host",
      frame: 15, property: hostPosition)
    #expect(numbers(result) == [15])
  }

  /// Keyframes [0, 0, 100] at frame 0 and [100, 50, 100] at frame 10 (a third of a second at 30
  /// frames a second): a velocity of [300, 150, 0] per second before the second key.
  private func bouncingScale(_ expression: String, effects: String) -> String {
    layer(
      "host", index: 1,
      transform: [
        "s": keyed([(0, "[0,0,100]"), (10, "[100,50,100]")], expression: expression)
      ],
      effects: effects)
  }

  /// The overshoot After Effects users write: the value plus the velocity into the last key,
  /// scaled by `amplitude`, oscillating at `frequency` and decaying by `decay` per second.
  private func overshoot(
    value: [Double], velocity: [Double], amplitude: Double, frequency: Double, decay: Double,
    since seconds: Double
  ) -> [Double] {
    let factor =
      amplitude * sin(frequency * seconds * 2 * Double.pi) / exp(decay * seconds)
    return zip(value, velocity).map { $0 + $1 * factor }
  }

  @Test func theExportedOvershootMatchesItsFormula() throws {
    let expression = """
      var $bm_rt;\\nvar amp, freq, decay, n, t, v;\\ntry {\\n    amp = $bm_div(effect('Scale - Overshoot')('ADBE Slider Control-0001'), 2.5), freq = $bm_div(effect('Scale - Bounce')('ADBE Slider Control-0001'), 20), decay = $bm_div(effect('Scale - Friction')('ADBE Slider Control-0001'), 20), n = 0, 0 < numKeys && (n = nearestKey(time).index, key(n).time > time && n--), t = 0 === n ? 0 : $bm_sub(time, key(n).time), $bm_rt = 0 < n ? (v = velocityAtTime($bm_sub(key(n).time, $bm_div(thisComp.frameDuration, 10))), $bm_sum(value, $bm_div($bm_mul($bm_mul($bm_div(v, 100), amp), Math.sin($bm_mul($bm_mul($bm_mul(freq, t), 2), Math.PI))), Math.exp($bm_mul(decay, t))))) : value;\\n} catch (e$$4) {\\n    $bm_rt = value = value;\\n}
      """
    let effects =
      "[\(slider("Scale - Overshoot", 20)),\(slider("Scale - Bounce", 40)),\(slider("Scale - Friction", 40))]"
    let host = bouncingScale(expression, effects: effects)
    let after = try evaluate(layers: [host], layer: "host", frame: 20, property: { $0["ks"]?["s"] })
    let expected = overshoot(
      value: [100, 50, 100], velocity: [3, 1.5, 0], amplitude: 8, frequency: 2, decay: 2,
      since: 10.0 / 30)
    #expect(isClose(numbers(after), expected, tolerance: 1e-4))
    // Between the keys the last key passed is the first: the value is the keyframed one.
    let between = try evaluate(
      layers: [host], layer: "host", frame: 5, property: { $0["ks"]?["s"] })
    #expect(isClose(numbers(between), [50, 25, 100]))
  }

  @Test func theIfElseOvershootReadsSlidersByName() throws {
    let expression = """
      var $bm_rt;\\nvar n, n, t, t, v, amp, freq, decay;\\n$bm_rt = n = 0;\\nif (numKeys > 0) {\\n    $bm_rt = n = nearestKey(time).index;\\n    if (key(n).time > time) {\\n        n--;\\n    }\\n}\\nif (n == 0) {\\n    $bm_rt = t = 0;\\n} else {\\n    $bm_rt = t = $bm_sub(time, key(n).time);\\n}\\nif (n > 0) {\\n    v = velocityAtTime($bm_sub(key(n).time, $bm_div(thisComp.frameDuration, 10)));\\n    amp = $bm_div(effect('Amplitude')('Slider'), 100);\\n    freq = effect('Frequency')('Slider');\\n    decay = effect('Decay')('Slider');\\n    $bm_rt = $bm_sum(value, $bm_div($bm_mul($bm_mul(v, amp), Math.sin($bm_mul($bm_mul($bm_mul(freq, t), 2), Math.PI))), Math.exp($bm_mul(decay, t))));\\n} else {\\n    $bm_rt = value;\\n}
      """
    let effects =
      "[\(slider("Amplitude", 3)),\(slider("Frequency", 2.5)),\(slider("Decay", 5))]"
    let host = bouncingScale(expression, effects: effects)
    let result = try evaluate(
      layers: [host], layer: "host", frame: 14, property: { $0["ks"]?["s"] })
    let expected = overshoot(
      value: [100, 50, 100], velocity: [300, 150, 0], amplitude: 0.03, frequency: 2.5, decay: 5,
      since: 4.0 / 30)
    #expect(isClose(numbers(result), expected, tolerance: 1e-4))
  }

  @Test func theEnabledOvershootFallsBackToTheValueWhenDisabled() throws {
    func host(enabled: Int) -> String {
      let controls = """
        [{"ty":7,"nm":"Enable","mn":"Pseudo/X-0001","v":{"a":0,"k":\(enabled)}},\
        {"ty":6,"nm":"Properties","mn":"Pseudo/X-0002","v":0},\
        {"ty":0,"nm":"Overshoot","mn":"Pseudo/X-0003","v":{"a":0,"k":150,"x":"var $bm_rt;\\n$bm_rt = clamp(value, 0, 100);"}},\
        {"ty":0,"nm":"Bounce","mn":"Pseudo/X-0004","v":{"a":0,"k":40}},\
        {"ty":0,"nm":"Friction","mn":"Pseudo/X-0005","v":{"a":0,"k":40}}]
        """
      let effect = #"[{"ty":5,"nm":"Excite - Scale","mn":"Pseudo/X","en":1,"ef":\#(controls)}]"#
      let expression = """
        var $bm_rt;\\nvar enable, amp, freq, decay, n, t, v;\\ntry {\\n    $bm_rt = enable = effect('Excite - Scale')('Pseudo/X-0001');\\n    if (enable == 0) {\\n        $bm_rt = value;\\n    } else {\\n        amp = $bm_div(effect('Excite - Scale')('Pseudo/X-0003'), 2.5);\\n        freq = $bm_div(effect('Excite - Scale')('Pseudo/X-0004'), 20);\\n        decay = $bm_div(effect('Excite - Scale')('Pseudo/X-0005'), 20);\\n        n = 0, 0 < numKeys && (n = nearestKey(time).index, key(n).time > time && n--), t = 0 === n ? 0 : $bm_sub(time, key(n).time), $bm_rt = 0 < n ? (v = velocityAtTime($bm_sub(key(n).time, $bm_div(thisComp.frameDuration, 10))), $bm_sum(value, $bm_div($bm_mul($bm_mul($bm_div(v, 100), amp), Math.sin($bm_mul($bm_mul($bm_mul(freq, t), 2), Math.PI))), Math.exp($bm_mul(decay, t))))) : value;\\n    }\\n} catch (e$$4) {\\n    $bm_rt = value = value;\\n}
        """
      return bouncingScale(expression, effects: effect)
    }
    let disabled = try evaluate(
      layers: [host(enabled: 0)], layer: "host", frame: 20, property: { $0["ks"]?["s"] })
    #expect(numbers(disabled) == [100, 50, 100])
    // The overshoot control is clamped to 100 by its own expression: an amplitude of 40.
    let enabled = try evaluate(
      layers: [host(enabled: 1)], layer: "host", frame: 20, property: { $0["ks"]?["s"] })
    let expected = overshoot(
      value: [100, 50, 100], velocity: [3, 1.5, 0], amplitude: 40, frequency: 2, decay: 2,
      since: 10.0 / 30)
    #expect(isClose(numbers(enabled), expected, tolerance: 1e-3))
  }

  // MARK: Loops and clamps

  @Test func clampsAndLoopsEvaluateAsBefore() throws {
    func position(_ expression: String, frame: Double) throws -> [Double]? {
      numbers(
        try evaluate(
          layers: [expressionLayer(expression)], layer: "host", frame: frame,
          property: hostPosition))
    }
    #expect(try position("var $bm_rt;\\n$bm_rt = clamp(value, 0, 4);", frame: 6) == [4, 0])
    #expect(try position("var $bm_rt;\\n$bm_rt = loopOut('cycle', 0);", frame: 14) == [4, 0])
    #expect(try position("var $bm_rt;\\n$bm_rt = loopOut();", frame: 23) == [3, 0])
    #expect(try position("loopOut('pingpong')", frame: 14) == [6, 0])
    #expect(try position("loopIn('cycle')", frame: -3) == [7, 0])
  }

  // MARK: What stays unsupported

  @Test func randomnessUnknownNamesAndSyntaxErrorsAreUnsupported() throws {
    func reason(_ expression: String) throws -> String? {
      failure(
        try evaluate(
          layers: [expressionLayer(expression)], layer: "host", frame: 3,
          property: hostPosition))
    }
    #expect(try reason("var $bm_rt;\\n$bm_rt = wiggle(200, 20);") == "wiggle (random)")
    #expect(try reason("value + Math.random()") == "Math.random (random)")
    #expect(try reason("posterizeTime(12); value") == "unknown name 'posterizeTime'")
    #expect(try reason("thisLayer.toComp([0, 0])") == "the member 'toComp'")
    #expect(try reason("loopOut('offset')") == "a loop of type 'offset'")
    #expect(try reason("$bm_rt = ;")?.hasPrefix("syntax") == true)
    #expect(try reason("function f() { return 1 } f()")?.hasPrefix("syntax") == true)
    #expect(try reason("for (;;) {}")?.hasPrefix("syntax") == true)
    #expect(try reason("'open")?.hasPrefix("syntax") == true)
    #expect(try reason("var $bm_rt;") == "no result")
  }

  @Test func tryRunsItsCatchOnErrorsButNotOnWhatCannotBeEvaluated() throws {
    let caught = try evaluate(
      layers: [
        expressionLayer(
          "var $bm_rt;\\ntry { $bm_rt = thisComp.layer('missing').transform.position; } catch (e) { $bm_rt = [1, 2]; }"
        )
      ], layer: "host", frame: 0, property: hostPosition)
    #expect(numbers(caught) == [1, 2])
    let random = try evaluate(
      layers: [
        expressionLayer(
          "var $bm_rt;\\ntry { $bm_rt = wiggle(1, 1); } catch (e) { $bm_rt = value; }")
      ], layer: "host", frame: 0, property: hostPosition)
    #expect(failure(random) == "wiggle (random)")
    let uncaught = try evaluate(
      layers: [expressionLayer("thisComp.layer('missing').transform.position")], layer: "host",
      frame: 0, property: hostPosition)
    #expect(failure(uncaught) == "no such layer")
  }

  @Test func cyclesAndOverlyDeepLinksAreUnsupported() throws {
    let a = layer(
      "a", index: 1,
      transform: ["r": property("0", expression: "thisComp.layer('b').transform.rotation")])
    let b = layer(
      "b", index: 2,
      transform: ["r": property("0", expression: "thisComp.layer('a').transform.rotation")])
    let cycle = try evaluate(layers: [a, b], layer: "a", frame: 0) { $0["ks"]?["r"] }
    #expect(failure(cycle) == "a cycle of expressions")
    let chain = (1...10).map { index in
      layer(
        "l\(index)", index: index,
        transform: [
          "r": property(
            "\(index)",
            expression: index < 10 ? "thisComp.layer('l\(index + 1)').transform.rotation" : nil)
        ])
    }
    let deep = try evaluate(layers: chain, layer: "l1", frame: 0) { $0["ks"]?["r"] }
    #expect(failure(deep) == "expressions linked more than 6 deep")
    // Conditions nested twenty deep around a negated link, five links deep.
    let nestedChain = (1...6).map { index in
      layer(
        "l\(index)", index: index,
        transform: [
          "r": property(
            "\(index)",
            expression: index < 6
              ? String(repeating: "1 ? ", count: 20)
                + "-thisComp.layer('l\(index + 1)').transform.rotation"
                + String(repeating: " : 0", count: 20) : nil)
        ])
    }
    let nested = try evaluate(layers: nestedChain, layer: "l1", frame: 0) { $0["ks"]?["r"] }
    #expect(failure(nested) == "operations nested deeper than 32")
    let nestedOnce = try evaluate(layers: nestedChain, layer: "l5", frame: 0) { $0["ks"]?["r"] }
    #expect(numbers(nestedOnce) == [-6])
    let shallow = try evaluate(layers: chain, layer: "l6", frame: 0) { $0["ks"]?["r"] }
    #expect(numbers(shallow) == [10])
  }

  @Test func budgetsStopHostileExpressions() throws {
    // Each layer reads the next ten times: a million reads, stopped by the step budget.
    let reads = Array(repeating: "thisComp.layer('NEXT').transform.rotation", count: 10)
      .joined(separator: " + ")
    let fan = (1...6).map { index in
      layer(
        "l\(index)", index: index,
        transform: [
          "r": property(
            "1",
            expression: index < 6
              ? reads.replacingOccurrences(of: "NEXT", with: "l\(index + 1)") : nil)
        ])
    }
    let exploding = try evaluate(layers: fan, layer: "l1", frame: 0) { $0["ks"]?["r"] }
    #expect(failure(exploding) == "more than \(ExpressionEvaluator.maximumSteps) steps")
    // Many layers' expressions in one frame share a budget too.
    let root = try document(layers: "[\(fan.joined(separator: ","))]").root
    let layers = try #require(root["layers"]?.array)
    let rotation = try #require(layers[2]["ks"]?["r"])
    let budget = ExpressionBudget(maximumSteps: 100_000)
    let reasons = ExpressionScope.rendering(
      document: root, frameRate: 30, frame: 0, budget: budget
    ) {
      ExpressionScope.drawing(layer: layers[2], frame: 0) {
        (0..<30).map { _ in failure(ExpressionEvaluator.value(of: rotation, at: 0)) }
      }
    }
    #expect(reasons.first == .some(nil))
    #expect(reasons.last == "expressions of one frame past 100000 steps")
    let nested = String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500)
    #expect(
      try failure(
        evaluate(layers: [expressionLayer(nested)], layer: "host", frame: 0, property: hostPosition)
      )?.hasPrefix("syntax: nested deeper") == true)
    let long = String(repeating: "1+", count: 20_000) + "1"
    #expect(
      try failure(
        evaluate(layers: [expressionLayer(long)], layer: "host", frame: 0, property: hostPosition))?
        .hasPrefix("syntax: longer") == true)
    let doubling = "var s = 'ab';" + String(repeating: "s = s + s;", count: 20) + "s.length"
    #expect(
      try failure(
        evaluate(
          layers: [expressionLayer(doubling)], layer: "host", frame: 0, property: hostPosition))?
        .hasPrefix("a string longer") == true)
  }

  // MARK: JavaScript

  @Test func operatorsFollowJavaScript() throws {
    func result(_ expression: String) throws -> [Double]? {
      numbers(
        try evaluate(
          layers: [expressionLayer(expression)], layer: "host", frame: 0,
          property: hostPosition))
    }
    #expect(try result("1 + 2 * 3 - 8 / 4 % 3") == [5])
    #expect(try result("var a = 1; a += 4; a *= 2; a -= 1; a /= 3; a") == [3])
    #expect(try result("var i = 5; var j = i++; [i, j, --i, i]") == [6, 5, 5, 5])
    #expect(try result("0 || 7") == [7])
    #expect(try result("3 && 0") == [0])
    #expect(try result("var x = 1; false && (x = 9); x") == [1])
    #expect(try result("(1, 2, 3)") == [3])
    #expect(try result("1 < 2 ? 10 : 20") == [10])
    #expect(try result("'3' == 3 ? 1 : 0") == [1])
    #expect(try result("'3' === 3 ? 1 : 0") == [0])
    #expect(try result("!0 + !1") == [1])
    #expect(try result("-[1, 2]") == [-1, -2])
    #expect(try result("[4, 5, 6][1] + [4, 5, 6].length") == [8])
    #expect(try result("('a' + 1 + 2).length") == [3])
    #expect(try result("if (1 > 2) { 4 } else if (2 > 1) { 5 } else { 6 }") == [5])
    #expect(
      try result("Math.max(1, 7, 3) + Math.round(2.5) + Math.abs(-1) + Math.floor(-0.5)") == [10])
    #expect(try result("$bm_sum([1, 2], [10, 20, 30])") == [11, 22, 30])
    #expect(try result("$bm_sum([1, 2], 10)") == [11, 2])
    #expect(try result("$bm_mul(2, [1, 2])") == [2, 4])
    #expect(try result("$bm_div(6, [1, 2])") == [6, 3])
    #expect(try result("sub([5, 5], [1, 2])") == [4, 3])
    #expect(try result("clamp([-5, 5, 50], 0, 10)") == [0, 5, 10])
    #expect(try result("linear(5, 0, 10, [0, 100], [10, 0])") == [5, 50])
    #expect(isClose(try result("radiansToDegrees(degreesToRadians(90))"), [90]))
    #expect(try result("length([3, 4])") == [5])
    #expect(try result("// a comment\\n/* another */ 2") == [2])
  }

  @Test func keysValuesAndVelocityReadTheKeyframesInSeconds() throws {
    func result(_ expression: String, frame: Double = 3) throws -> [Double]? {
      numbers(
        try evaluate(
          layers: [expressionLayer(expression)], layer: "host", frame: frame,
          property: hostPosition))
    }
    #expect(try result("numKeys") == [2])
    #expect(try result("key(2).time * 30") == [10])
    #expect(try result("key(2).value") == [10, 0])
    #expect(try result("nearestKey(time).index") == [1])
    #expect(try result("nearestKey(time).index", frame: 7) == [2])
    #expect(try result("valueAtTime(0.2)") == [6, 0])
    #expect(isClose(try result("velocityAtTime(0.1)"), [30, 0], tolerance: 1e-6))
    #expect(isClose(try result("thisComp.frameDuration * 30"), [1]))
    #expect(try result("thisProperty.valueAtTime(0.1)") == [3, 0])
  }
}
